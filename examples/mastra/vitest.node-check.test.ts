import { expect, it } from 'vitest'
import { mastraNodeCheck } from '../../packages/mastra/vitest.node-check'

// Runs in place of the demo's test on a Node older than Mastra's minimum.
it('names the Node the demo needs', () => {
  const check = mastraNodeCheck(process.versions.node)
  expect(check.supported).toBe(false)
  expect(check.message).toContain('npx --yes node@22')
})
