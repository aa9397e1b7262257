import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// `{}` has Object.prototype's `constructor` and `toString`: ArkType took them for required keys
// of those names, and `execute` got `{}`, without the keys its JSON Schema requires.
describe('a required key named after an Object.prototype member', () => {
  it('is missing from {} and from a nested {}, and execute never runs', async () => {
    const { tool, received } = recordingTool(
      createTool,
      type({ constructor: 'unknown', list: type({ toString: 'unknown' }).array() }),
    )
    const result = await tool.execute({ list: [{}] } as never)
    expect(isValidationError(result) && result.issues.map((issue) => issue.path)).toEqual([
      ['constructor'],
      ['list', 0, 'toString'],
    ])
    expect(received).toEqual([])
  })

  it('sent, it reaches execute in plain objects', async () => {
    const { tool, received } = recordingTool(
      createTool,
      type({ constructor: 'unknown', 'toString?': 'string', list: 'string[]' }),
    )
    const sent = { constructor: 1, toString: 'x', list: ['a'] }
    expect(await tool.execute(sent as never)).not.toMatchObject({ error: true })
    expect(received).toEqual([sent])
    expect(Object.getPrototypeOf(received[0])).toBe(Object.prototype)
    expect(received[0]).not.toBe(sent)
  })
})
