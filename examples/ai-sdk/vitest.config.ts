import { sourceProject } from '../../vitest.shared.ts'

export default sourceProject('example-ai-sdk')
