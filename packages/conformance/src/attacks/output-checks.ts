import { createTool, type StandardSchemaV1 } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import type { AnyExecutable } from './echo-tool'
import { collectUnhandledRejections } from './unhandled-rejections'

/** Builds a fresh `{ a: string }` whose `a` is also checked by `check`, bound; or `undefined`. */
type WithCheck = (check: (text: unknown) => unknown) => StandardSchemaV1 | undefined

// Each answers at once for the input `in`, and with a promise for the tool's output `out`:
// synchronous libraries take a promise as a pass, since it is truthy.
const promisingChecks: Record<string, (text: unknown) => unknown> = {
  'a check that answers a promise of false': (text) =>
    text === 'in' ? true : Promise.resolve(false),
  'a check that answers a rejected promise quoting a secret': (text) =>
    text === 'in' ? true : Promise.reject(new Error('sk_live_51HcSecretRejectedCheck')),
}

// Awaited by a library with async checks: it must fail the output without quoting the secret.
const asyncChecks: Record<string, (text: unknown) => unknown> = {
  'an async check that rejects quoting a secret': async (text: unknown) => {
    if (text === 'in') return true
    throw new Error('sk_live_51HcSecretRejectedCheck')
  },
}

/**
 * Registers the attacks on a tool's own output: a check that answers a promise (of `false`, or
 * rejecting with a secret), and for a library that awaits checks an async one that rejects,
 * must fail the output (`TOOL_OUTPUT_INVALID`) without quoting the secret nor leaving a
 * rejection unhandled, whether or not the schema is also the input schema.
 *
 * @param withPromisingCheck - Builds `{ a: string }` checked by a plain function.
 * @param withAsyncCheck - Builds `{ a: string }` checked by an async function the library
 *   awaits; `undefined` for a library that cannot.
 * @param empty - Builds a fresh `{}`, bound.
 */
export function describeOutputChecks(
  withPromisingCheck: WithCheck,
  withAsyncCheck: WithCheck,
  empty: () => StandardSchemaV1,
): void {
  const cases: [string, (text: unknown) => unknown, WithCheck][] = [
    ...Object.entries(promisingChecks).map(
      ([name, check]) => [name, check, withPromisingCheck] as [string, typeof check, WithCheck],
    ),
    ...Object.entries(asyncChecks).map(
      ([name, check]) => [name, check, withAsyncCheck] as [string, typeof check, WithCheck],
    ),
  ]
  describe("the tool's own output is checked in full (attack)", () => {
    for (const [name, check, withCheck] of cases) {
      if (withCheck(check) === undefined) continue
      for (const shared of [false, true]) {
        it(`${name}${shared ? ', the schema also the input schema' : ''}: the output never leaves`, async () => {
          const schema = withCheck(check) as StandardSchemaV1
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
}
