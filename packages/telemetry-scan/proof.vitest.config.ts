import { sourceProject } from '../../vitest.shared.ts'

// The project src/secret-scan.proof.test.ts runs: the workspace's own test project (the same
// setup files as every package), pointed at the leaky fixtures.
const project = sourceProject('secret-scan-proof')

export default {
  ...project,
  test: {
    ...project.test,
    include: ['src/test-fixtures/*.fixture.ts'],
    typecheck: { enabled: false },
  },
}
