import { defineProject, mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// The generator's test lives beside the generator, in scripts/.
export default mergeConfig(
  sourceProject('conformance'),
  defineProject({ test: { include: ['scripts/**/*.test.ts'] } }),
)
