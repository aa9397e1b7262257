import { sourceProject } from '../../vitest.shared.ts'

export default sourceProject('ai-sdk')
