import { expect, it } from 'vitest'
import { runDemo } from './demo'

it('prints a valid result and a ValidationError for each library', async () => {
  const lines: string[] = []
  await runDemo((line) => lines.push(line))
  const text = lines.join('\n')
  for (const library of ['Zod', 'Valibot', 'ArkType']) expect(text).toContain(`── ${library}`)
  expect(
    text.match(/"location":"Paris","temperatureCelsius":21,"conditions":"sunny"/g),
  ).toHaveLength(3)
  expect(text.match(/ValidationError TOOL_INPUT_INVALID/g)).toHaveLength(3)
  expect(text.match(/Tool input validation failed for weather-tool/g)).toHaveLength(3)
  expect(text).not.toContain('unexpected')
})
