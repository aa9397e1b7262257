import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'
import { mastraNodeCheck } from './vitest.node-check.ts'

// Mastra needs Node 22.13 or later and does not load on Node 20. There, the project runs only
// the test of this check and says loudly that the package's tests did not run; CI runs them on
// Node 22 (`pnpm --filter @polytool/mastra test:node22`).
const check = mastraNodeCheck(process.versions.node)
if (!check.supported) console.warn(`\n⚠ ${check.message}\n`)

export default mergeConfig(sourceProject('mastra'), {
  test: {
    include: check.supported
      ? ['src/**/*.test.ts', 'vitest.node-check.test.ts']
      : ['vitest.node-check.test.ts'],
    ...(check.supported ? {} : { typecheck: { enabled: false } }),
    // Approval resumes in a fresh Node process, which loads Mastra anew.
    testTimeout: 60_000,
  },
})
