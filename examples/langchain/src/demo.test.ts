import { expect, it } from 'vitest'
import { runDemo } from './demo'

it('corrects a ValidationError, decodes strict nulls and runs an approved transfer once', async () => {
  const lines: string[] = []
  await runDemo((line) => lines.push(line))
  const text = lines.join('\n')
  expect(text).toContain('tool fails: Tool input validation failed for weather')
  expect(text).toContain('- location: ')
  expect(text).toContain(
    'artifact: {"location":"Paris","temperature":21,"unit":"celsius","conditions":"sunny"}',
  )
  expect(text).toContain('model says: It is 21 °C in Paris.')
  expect(text).toContain('paused for approval of {"amount":500}')
  expect(text).toContain('allowed: approve, edit, reject')
  expect(text).toContain('tool answers: {"moved":500}')
  expect(text).toContain('model says: Moved 500.')
})
