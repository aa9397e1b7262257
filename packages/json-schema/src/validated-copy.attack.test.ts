import { createTool } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { fromJsonSchema } from './from-json-schema'

// A caller hands `execute` a live object that answers the check one way and `execute` another:
// the value `execute` receives must be the one that was checked.
const onlyUser = () =>
  createTool({
    id: 'role',
    description: 'Acts for a user',
    inputSchema: fromJsonSchema<{ role: 'user' }>({
      type: 'object',
      properties: { role: { const: 'user' } },
      required: ['role'],
    }),
    execute: async ({ role }) => ({ role }),
  })

describe('execute gets the value that was validated, not the object passed', () => {
  it('a getter that answers "user" once and "admin" after', async () => {
    let reads = 0
    const input = {
      get role() {
        reads += 1
        return reads === 1 ? 'user' : 'admin'
      },
    }
    expect(await onlyUser().execute(input as never)).toEqual({ role: 'user' })
  })

  it('a toJSON that shows "user" over an own "admin"', async () => {
    const input = { role: 'admin', toJSON: () => ({ role: 'user' }) }
    expect(await onlyUser().execute(input as never)).toEqual({ role: 'user' })
  })

  it('an inherited "admin" under an own "user" is refused: only plain objects pass the gate', async () => {
    const input = Object.assign(Object.create({ role: 'admin' }), { role: 'user' })
    const seen = await onlyUser().execute(input)
    expect(seen).toMatchObject({ error: true, code: 'TOOL_INPUT_INVALID' })
    expect(JSON.stringify(seen)).not.toContain('admin')
  })

  it('the value passed on is plain JSON', async () => {
    const schema = fromJsonSchema({ type: 'object' })
    const result = await schema['~standard'].validate({ at: new Date(0), gone: undefined })
    expect(result).toEqual({ value: { at: '1970-01-01T00:00:00.000Z' } })
  })
})
