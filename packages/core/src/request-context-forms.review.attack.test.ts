import { RequestContext } from '@polytool/core'
import { describe, expect, it } from 'vitest'

// Every way a host might print or copy a RequestContext by accident shows keys, never values:
// inspect without the custom hook, `%o`, spreading, entries, structuredClone.

const VALUES = ['SECRETVALUE1', 'SECRETVALUE2', '48213977']

interface NodeUtil {
  inspect(value: unknown, options?: Record<string, unknown>): string
  format(pattern: string, ...values: unknown[]): string
}

// Core is typed for every runtime, without Node's types: Node's util is loaded by name.
const nodeUtil = 'node:util'

describe('RequestContext printed or copied', () => {
  it('shows no value in any form', async () => {
    const { format, inspect } = (await import(nodeUtil)) as NodeUtil
    const context = new RequestContext({
      tenant: 'SECRETVALUE1',
      nested: { k: 'SECRETVALUE2' },
      account: 48213977,
    })
    const forms = [
      String(context),
      `${context}`,
      JSON.stringify(context),
      inspect(context, { showHidden: true, depth: 10 }),
      inspect(context, { customInspect: false, showHidden: true, depth: 10, getters: true }),
      format('%o', context),
      format('%j', context),
      JSON.stringify({ ...context }),
      JSON.stringify(Object.entries(context)),
      inspect(structuredClone(context), { depth: 10 }),
      JSON.stringify(Object.getOwnPropertyNames(context)),
    ]
    for (const form of forms) {
      for (const value of VALUES) expect(form, form).not.toContain(value)
    }
    expect(context.get('tenant')).toBe('SECRETVALUE1')
  })
})
