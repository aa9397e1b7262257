import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// The approval scenarios resume a serialised run in a fresh Node process, which loads the
// Agents SDK anew: that takes seconds on a busy machine.
export default mergeConfig(sourceProject('openai-agents'), { test: { testTimeout: 60_000 } })
