import { describe, expect, it } from 'vitest'
import { createTool } from './create-tool'
import type { StandardSchemaV1 } from './standard-schema'
import { validateWith } from './validate'

// A validator that is host code reaching a database: the text it throws names the host.
const leakyValidator: StandardSchemaV1<{ q: string }> = {
  '~standard': {
    version: 1,
    vendor: 'host',
    validate: () => {
      throw new Error('connect ECONNREFUSED 10.2.3.4:5432 user=svc_admin db=customers_private')
    },
  },
}

describe('a validator that throws', () => {
  it('answers a ValidationError that does not quote what it threw', async () => {
    const tool = createTool({
      id: 'lookup',
      description: 'Look a customer up',
      inputSchema: leakyValidator,
      execute: async () => 'never',
    })
    const result = await tool.execute({ q: 'x' } as never)
    const shown = JSON.stringify(result)
    expect(result).toMatchObject({ error: true, code: 'TOOL_INPUT_INVALID' })
    for (const secret of ['svc_admin', 'customers_private', '10.2.3.4', 'ECONNREFUSED']) {
      expect(shown).not.toContain(secret)
    }
  })
})

// An issue the library answered whose message or path key throws where it is read: validateWith
// used to throw the foreign exception at its caller.
describe('issues that throw where they are read', () => {
  const throwing = {
    toString() {
      throw new Error('db password=hunter2')
    },
    valueOf() {
      throw new Error('db password=hunter2')
    },
  }
  const answering = (issues: unknown, async: boolean): StandardSchemaV1 => ({
    '~standard': {
      version: 1,
      vendor: 'host',
      validate: () => (async ? Promise.resolve({ issues }) : { issues }) as never,
    },
  })

  it.each([
    ['a message', [{ message: throwing }], false],
    ['a path key', [{ message: 'bad', path: [{ key: throwing }] }], false],
    ['a message, answered asynchronously', [{ message: throwing }], true],
  ])('%s: validateWith answers an issue, never the exception', async (_, issues, async) => {
    const result = await validateWith(answering(issues, async), {})
    expect(result).toMatchObject({ ok: false, issueCount: 1 })
    expect(JSON.stringify(result)).not.toContain('hunter2')
  })
})
