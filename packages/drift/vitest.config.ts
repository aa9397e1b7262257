import { sourceProject } from '../../vitest.shared.ts'

export default sourceProject('drift')
