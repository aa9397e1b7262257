import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'

// Keys named after Object.prototype members: `{}` "has" a constructor, a toString and a
// hasOwnProperty. A model that sends `{}` must not get past a required key, and execute must
// never see a key the model did not send (Yup casts the inherited function to its source text).
const reached: unknown[] = []
const toolOf = (inputSchema: y.ObjectSchema<y.AnyObject>) =>
  createTool({
    id: 'inherited',
    description: 'Reads keys named after Object.prototype members',
    inputSchema,
    execute: async (input: unknown) => {
      reached.push(input)
      return { ok: true }
    },
  })

const required = y.object({
  constructor: y.string().required(),
  toString: y.string().required(),
  hasOwnProperty: y.mixed().required(),
})

describe('Yup keys named after Object.prototype members', () => {
  it('a required key is not satisfied by {} (execute never runs)', async () => {
    reached.length = 0
    const result = await toolOf(required).execute({} as never)
    expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    const paths = (result as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path)
    expect(paths).toEqual(
      expect.arrayContaining([['constructor'], ['toString'], ['hasOwnProperty']]),
    )
    expect(reached).toEqual([])
  })

  it('from model JSON, nested in an array', async () => {
    reached.length = 0
    const tool = toolOf(
      y.object({ list: y.array(y.object({ constructor: y.string().required() })) }),
    )
    const result = await tool.execute(JSON.parse('{"list":[{"constructor":"sent"},{}]}'))
    expect(result).toMatchObject({ code: 'TOOL_INPUT_INVALID' })
    expect(JSON.stringify(result)).toContain('constructor')
    expect(reached).toEqual([])
  })

  it('an optional key never reaches execute unless sent', async () => {
    reached.length = 0
    const tool = toolOf(y.object({ constructor: y.string().optional(), toString: y.mixed() }))
    await tool.execute({} as never)
    for (const input of reached) expect(Object.keys(input as object)).toEqual([])
  })

  it('the keys, when sent, pass as sent', async () => {
    reached.length = 0
    const sent = JSON.parse('{"constructor":"c","toString":"t","hasOwnProperty":1}')
    expect(await toolOf(required).execute(sent)).toEqual({ ok: true })
    expect(reached).toEqual([{ constructor: 'c', toString: 't', hasOwnProperty: 1 }])
  })
})
