import { mastraNodeCheck } from '../../packages/mastra/vitest.node-check.ts'
import { sourceProject } from '../../vitest.shared.ts'

// Mastra declares Node 22.13 or later: on an older Node the demo's test does not run, and the
// run says so; `npx --yes node@22 node_modules/vitest/vitest.mjs run` here runs it.
const check = mastraNodeCheck(process.versions.node)
if (!check.supported) {
  console.warn(`\n⚠ ${check.message.replace('packages/mastra', 'examples/mastra')}\n`)
}

const project = sourceProject('example-mastra')

export default {
  ...project,
  test: {
    ...project.test,
    ...(check.supported
      ? { testTimeout: 30_000 }
      : { include: ['vitest.node-check.test.ts'], typecheck: { enabled: false } }),
  },
}
