import { sourceProject } from '../../vitest.shared.ts'
import { mastraNodeCheck } from './vitest.node-check.ts'

// Mastra declares Node 22.13 or later. On an older Node (the workspace's Node 20 run) the project
// runs only the test of this check and says loudly that the package's tests did not run; CI runs
// them on Node 22 (`pnpm --filter @polytool/mastra test:node22`).
const check = mastraNodeCheck(process.versions.node)
if (!check.supported) console.warn(`\n⚠ ${check.message}\n`)

const project = sourceProject('mastra')

export default {
  ...project,
  test: {
    ...project.test,
    ...(check.supported
      ? { include: ['src/**/*.test.ts', 'vitest.node-check.test.ts'] }
      : { include: ['vitest.node-check.test.ts'], typecheck: { enabled: false } }),
    // Approval resumes in a fresh Node process, which loads Mastra anew.
    testTimeout: 60_000,
  },
}
