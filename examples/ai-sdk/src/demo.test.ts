import { expect, it } from 'vitest'
import { runDemo } from './demo'

it('corrects a ValidationError and decodes strict nulls with each library', async () => {
  const lines: string[] = []
  await runDemo((line) => lines.push(line))
  const text = lines.join('\n')
  for (const library of ['Zod', 'Valibot']) expect(text).toContain(`── ${library}`)
  expect(text.match(/tool answers ValidationError TOOL_INPUT_INVALID/g)).toHaveLength(2)
  expect(text.match(/- location: /g)).toHaveLength(2)
  expect(text.match(/decoded to \{"location":"Paris","unit":"celsius"\}/g)).toHaveLength(2)
  expect(
    text.match(
      /tool answers \{"location":"Paris","temperature":21,"unit":"celsius","conditions":"sunny"\}/g,
    ),
  ).toHaveLength(2)
  expect(text.match(/model says: It is 21 °C and sunny in Paris\./g)).toHaveLength(2)
})
