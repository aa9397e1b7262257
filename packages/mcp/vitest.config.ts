import { configDefaults } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'
import { mastraNodeCheck } from '../mastra/vitest.node-check.ts'

// Mastra's MCPClient declares Node 22.13 or later: on an older Node (the workspace's Node 20
// run) its client test is left out, loudly; CI runs it on Node 22 (see .ci/run).
const MASTRA_TEST = 'src/mastra-client.test.ts'
const check = mastraNodeCheck(process.versions.node)
if (!check.supported) {
  console.warn(
    `\n⚠ @polytool/mcp: ${MASTRA_TEST} did NOT run: Mastra needs Node >= 22.13, this is Node ${process.versions.node}. ` +
      `Run it with: cd packages/mcp && npx --yes node@22 node_modules/vitest/vitest.mjs run ${MASTRA_TEST}\n`,
  )
}

const project = sourceProject('mcp')

export default {
  ...project,
  test: {
    ...project.test,
    ...(check.supported ? {} : { exclude: [...configDefaults.exclude, MASTRA_TEST] }),
  },
}
