import { UnrepresentableSchemaError } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { toJsonSchema } from './index'

// A schema converted without `createTool` first is read whole by a bounded walk before
// Valibot's converter, which would read a list of 2^32 - 1 places without a limit.

/** A list that claims `length` places, each a string schema. */
function claiming(length: number): unknown[] {
  return new Proxy([], {
    get: (target, key) =>
      key === 'length'
        ? length
        : typeof key === 'string' && /^\d+$/.test(key)
          ? v.string()
          : Reflect.get(target, key),
  })
}

describe('conversion walk limits (attacks Valibot schemas converted directly)', () => {
  const tampered = {
    'union options': () =>
      Object.assign(v.union([v.string(), v.number()]), { options: claiming(2 ** 32 - 1) }),
    'tuple items': () => Object.assign(v.tuple([v.string()]), { items: claiming(2 ** 32 - 1) }),
    'a pipe': () =>
      Object.assign(v.pipe(v.string(), v.minLength(1)), { pipe: claiming(2 ** 32 - 1) }),
    'a sparse union': () =>
      Object.assign(v.union([v.string(), v.number()]), { options: new Array(2 ** 31) }),
  }

  for (const [name, build] of Object.entries(tampered)) {
    for (const io of ['input', 'output'] as const) {
      it(`${name} of 2^31 places or more is refused at once on the ${io} side`, () => {
        expect(() => toJsonSchema(build(), { io })).toThrow(UnrepresentableSchemaError)
        expect(() => toJsonSchema(build(), { io })).toThrow(/setMaxSchemaNodes raises the limit/)
      })
    }
  }
})
