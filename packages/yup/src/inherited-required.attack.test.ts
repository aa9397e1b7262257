import { recordingTool } from '@polytool/conformance'
import { isValidationError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'

// `{}` has Object.prototype's `constructor`: Yup took it for a required key of that name, and
// `execute` got `{}`, without the key its JSON Schema requires.
describe('a required key named after an Object.prototype member', () => {
  it.each([
    ['strict', y.object({ constructor: y.mixed().required() }).strict()],
    ['casting', y.object({ constructor: y.mixed().required() })],
    ['nested', y.object({ a: y.array(y.object({ constructor: y.mixed().defined() })) })],
  ])('%s: is missing from {}, and execute never runs', async (name, schema) => {
    const { tool, received } = recordingTool(createTool, schema)
    const sent = name === 'nested' ? { a: [{}] } : {}
    const result = await tool.execute(sent as never)
    expect(isValidationError(result) && result.issues.map((issue) => issue.path)).toEqual([
      name === 'nested' ? ['a', 0, 'constructor'] : ['constructor'],
    ])
    expect(received).toEqual([])
  })

  it('sent, it reaches execute in a plain object', async () => {
    const schema = y.object({ constructor: y.mixed().required(), n: y.number() }).strict()
    const { tool, received } = recordingTool(createTool, schema)
    expect(await tool.execute({ constructor: 1, n: 2 } as never)).not.toMatchObject({
      error: true,
    })
    expect(received).toEqual([{ constructor: 1, n: 2 }])
    expect(Object.getPrototypeOf(received[0])).toBe(Object.prototype)
  })
})
