import { expect, it } from 'vitest'
import { runDemo } from './demo'

it('decodes strict nulls, runs a Mastra tool through polytool, and resumes an approved booking', async () => {
  const lines: string[] = []
  await runDemo((line) => lines.push(line))
  const text = lines.join('\n')
  expect(text).toContain('tool answers {"location":"Paris","temperature":21,"unit":"celsius"}')
  expect(text).toContain('tool answers {"location":"Lima","forecast":"rain"}')
  expect(text).toContain('run suspended: book_table waits for approval')
  expect(text).toContain('approved; model says: Booked for two.')
})
