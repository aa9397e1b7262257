import { collectUnhandledRejections } from '@polytool/conformance'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

interface AnyExecutable {
  execute(input: unknown): Promise<unknown>
}

const LIBRARY = 'Valibot'
const EXTRA_CHECKS = {}
const withCheck = (check: (text: string) => unknown) =>
  v.object({ a: v.pipe(v.string(), v.check(check as (text: string) => boolean)) })
const empty = () => v.object({})

// Each answers at once for the input `in`, and with a promise for the tool's output `out`:
// synchronous libraries take a promise as a pass, since it is truthy.
const checks: Record<string, (text: string) => unknown> = {
  'a check that answers a promise of false': (text) =>
    text === 'in' ? true : Promise.resolve(false),
  'a check that answers a rejected promise quoting a secret': (text) =>
    text === 'in' ? true : Promise.reject(new Error('sk_live_51HcSecretRejectedCheck')),
  ...EXTRA_CHECKS,
}

describe(`${LIBRARY}: the tool's own output is checked in full (attack)`, () => {
  for (const [name, check] of Object.entries(checks)) {
    for (const shared of [false, true]) {
      it(`${name}${shared ? ', the schema also the input schema' : ''}: the output never leaves`, async () => {
        const schema = withCheck(check)
        let ran = false
        const tool = createTool({
          id: 'producer',
          description: 'Returns a value',
          inputSchema: shared ? schema : empty(),
          outputSchema: schema,
          execute: () => {
            ran = true
            return { a: 'out' }
          },
        } as never) as unknown as AnyExecutable
        const { result, unhandled } = await collectUnhandledRejections(() =>
          tool.execute(shared ? { a: 'in' } : {}),
        )
        expect(unhandled).toEqual([])
        expect(ran).toBe(true)
        expect(result).toMatchObject({ error: true, code: 'TOOL_OUTPUT_INVALID' })
        expect(JSON.stringify(result)).not.toContain('sk_live')
      })
    }
  }
})
