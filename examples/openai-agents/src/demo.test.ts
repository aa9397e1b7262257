import { expect, it } from 'vitest'
import { runDemo } from './demo'

it('decodes strict nulls and resumes an approved transfer from a saved RunState', async () => {
  const lines: string[] = []
  await runDemo((line) => lines.push(line))
  const text = lines.join('\n')
  expect(text).toContain(
    'model reads ["{\\"location\\":\\"Paris\\",\\"unit\\":\\"celsius\\",\\"temperature\\":21}"]',
  )
  expect(text).toContain('run paused for approval of transfer')
  expect(text).toContain('approved; model reads ["{\\"from\\":\\"acct_1\\",\\"moved\\":10}"]')
  expect(text).toContain('model says: Moved 10 to savings.')
})
