import { describe, expect, it, vi } from 'vitest'
import { createTool } from './create-tool'
import type { StandardSchemaV1 } from './standard-schema'
import { validateToolInput } from './validate-tool-input'
import { isValidationError } from './validation-error'

// Node's `vm`, reached without Node's types: core is checked without them.
const load = (name: string) => import(/* @vite-ignore */ name)
const { runInNewContext } = (await load('node:vm')) as { runInNewContext(code: string): unknown }

// A Standard Schema that accepts anything and says its input is an object with an optional
// key: a library that takes any object for an object (as ArkType and TypeBox do) hands the
// value itself to `execute`.
function acceptingObjectSchema(
  properties: Record<string, unknown> = { a: { type: 'string' } },
): StandardSchemaV1 & { seen: unknown[] } {
  const seen: unknown[] = []
  const jsonSchema = () => ({ type: 'object', properties })
  return {
    seen,
    '~standard': {
      version: 1,
      vendor: 'accept-any-object',
      validate: (value: unknown) => {
        seen.push(value)
        return { value }
      },
      jsonSchema: { input: jsonSchema, output: jsonSchema },
    },
  } as unknown as StandardSchemaV1 & { seen: unknown[] }
}

class Account {
  a = 'x'
}

// A class built on `null`: its prototype's prototype is `null`, as a plain object's
// `Object.prototype` is, but its instances carry the class's getters and methods.
class Session extends (null as unknown as ObjectConstructor) {
  get a(): string {
    return 'from-getter'
  }
}
// `new Session()` throws (no `super` to call): its instances are made as the class would.
const session = () => Object.create(Session.prototype) as Session

// A null-prototype base that names the real `Object` as its constructor.
function forgedObjectPrototype(): object {
  const base = Object.create(null)
  Object.defineProperty(base, 'constructor', { value: Object })
  return Object.create(base)
}

const NOT_JSON_OBJECTS: [string, () => unknown, string][] = [
  ['a Date', () => new Date(0), 'Date'],
  ['a Map', () => new Map([['a', 'x']]), 'Map'],
  ['a Set', () => new Set(['a']), 'Set'],
  ['a RegExp', () => /a/, 'RegExp'],
  ['a boxed string', () => new String('a'), 'String'],
  ['a typed array', () => new Uint8Array(1), 'Uint8Array'],
  ['an Error', () => new Error('a'), 'Error'],
  ['a class instance', () => new Account(), 'class instance'],
  ['an instance of a class built on null', session, 'class instance'],
  [
    'an object on a null-prototype base',
    () => Object.create(Object.create(null, { a: { value: 'inherited' } })),
    'class instance',
  ],
  [
    'an object on a base that names Object as its constructor',
    forgedObjectPrototype,
    'class instance',
  ],
  [
    'a proxy whose getPrototypeOf throws',
    () =>
      new Proxy(
        {},
        {
          getPrototypeOf() {
            throw new Error('trap')
          },
        },
      ),
    'unreadable object',
  ],
]

describe('the object gate refuses objects no JSON document holds', () => {
  for (const [name, make, kind] of NOT_JSON_OBJECTS) {
    it(`refuses ${name} at an object root before the library sees it`, async () => {
      const schema = acceptingObjectSchema()
      const execute = vi.fn(() => 'ran')
      const tool = createTool({ id: 'gate', description: 'Gate', inputSchema: schema, execute })
      const result = await tool.execute(make() as never, {})
      expect(isValidationError(result)).toBe(true)
      if (!isValidationError(result)) return
      expect(result.issues).toEqual([
        { path: [], message: `Invalid input: expected object, received ${kind}` },
      ])
      expect(execute).not.toHaveBeenCalled()
      expect(schema.seen).toEqual([])
    })
  }

  it('refuses a Date where a nested property is an object', async () => {
    const schema = acceptingObjectSchema({
      opts: { type: 'object', properties: { a: { type: 'string' } } },
    })
    const result = await validateToolInput(schema, { opts: new Date(0) })
    expect(result).toEqual({
      ok: false,
      issues: [{ path: ['opts'], message: 'Invalid input: expected object, received Date' }],
      issueCount: 1,
    })
  })

  it('still takes plain objects: null-prototype, and from another realm', async () => {
    const schema = acceptingObjectSchema()
    const tool = createTool({
      id: 'gate',
      description: 'Gate',
      inputSchema: schema,
      execute: () => 'ran',
    })
    expect(await tool.execute(Object.create(null), {})).toBe('ran')
    expect(await tool.execute(runInNewContext('({ a: "x" })'), {})).toBe('ran')
    expect(await tool.execute(new Proxy({ a: 'x' }, {}), {})).toBe('ran')
  })
})
