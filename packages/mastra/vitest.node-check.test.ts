import { expect, it } from 'vitest'
import { mastraNodeCheck } from './vitest.node-check'

it('runs the Mastra tests only from Node 22.13 on, and names the command otherwise', () => {
  expect(mastraNodeCheck('22.13.0').supported).toBe(true)
  expect(mastraNodeCheck('24.1.0').supported).toBe(true)
  const old = mastraNodeCheck('20.19.5')
  expect(old.supported).toBe(false)
  expect(old.message).toContain('did NOT run')
  expect(old.message).toContain('npx --yes node@22 node_modules/vitest/vitest.mjs run')
  expect(mastraNodeCheck('22.12.0').supported).toBe(false)
})
