import { createValidator } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { valibotAdapter } from './adapter'

// Valibot's converter writes `definitions[name] = …`: a definition named `__proto__` set the
// `$defs` map's prototype instead (given back as an own key since), and an own `__proto__` key
// is lost again by a consumer that copies `$defs` by spread: its `$ref`s then named nothing.

const ajv = createValidator()

const item = v.object({ id: v.string() })

const emit = (schema: unknown, definitions: Record<string, unknown>) =>
  extractJsonSchema(withAdapter(schema as never, valibotAdapter), {
    onUnrepresentable: 'any',
    libraryOptions: { valibot: { definitions } },
  } as never)

// Each `$ref` of the schema names an own key of `$defs`.
function refsResolve(schema: Record<string, unknown>): boolean {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>
  const refs: string[] = []
  JSON.stringify(schema, (key, value) => {
    if (key === '$ref' && typeof value === 'string') refs.push(value)
    return value
  })
  return (
    refs.length > 0 &&
    refs.every((ref) => {
      const name = decodeURIComponent(ref.replace('#/$defs/', ''))
        .replace(/~1/g, '/')
        .replace(/~0/g, '~')
      return Object.hasOwn(defs, name)
    })
  )
}

describe('a definition named __proto__', () => {
  it('is kept as an own definition, and its references point at it', () => {
    const definitions = Object.defineProperty({}, '__proto__', {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    const schema = v.object({ list: v.array(item) })
    const emitted = emit(schema, definitions).schema as Record<string, unknown>
    const text = JSON.stringify(emitted)
    expect(text).toContain('$ref')
    expect(refsResolve(emitted)).toBe(true)
    // Kept under a name that survives a copy by spread or assignment.
    expect(Object.hasOwn(emitted.$defs as object, '__proto__')).toBe(false)
    expect(refsResolve({ ...emitted, $defs: { ...(emitted.$defs as object) } })).toBe(true)
    const judge = ajv.compile(emitted)
    expect(judge({ list: [{ id: 'a' }] })).toBe(true)
    expect(judge({ list: [{ id: 1 }] })).toBe(false)
  })

  it('is kept beside another definition', () => {
    const definitions = Object.defineProperty({ other: v.number() }, '__proto__', {
      value: item,
      enumerable: true,
      writable: true,
      configurable: true,
    })
    const schema = v.object({ list: v.array(item), n: v.number() })
    const emitted = emit(schema, definitions).schema as Record<string, unknown>
    expect(refsResolve(emitted)).toBe(true)
    expect(Object.hasOwn(emitted.$defs as object, '__proto__')).toBe(false)
    expect(Object.hasOwn(emitted.$defs as object, 'other')).toBe(true)
    const judge = ajv.compile(emitted)
    expect(judge({ list: [{ id: 'a' }], n: 1 })).toBe(true)
    expect(judge({ list: [{ id: 1 }], n: 1 })).toBe(false)
  })
})
