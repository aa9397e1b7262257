import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// The approval scenarios resume in a fresh Node process, which loads LangChain anew.
export default mergeConfig(sourceProject('langchain'), { test: { testTimeout: 60_000 } })
