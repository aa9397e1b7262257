import { createValidator } from '@polytool/conformance'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { extract } from './test-fixtures/input-side'

const ajv = createValidator()

describe('$dynamicRef in a TypeBox schema (attack)', () => {
  it.each([
    ['with no anchor', { $dynamicRef: '#x' }],
    [
      'with an anchor in its own $defs',
      { $defs: { x: { $dynamicAnchor: 'x', type: 'string' } }, $dynamicRef: '#x' },
    ],
    ['as $recursiveRef', { $recursiveRef: '#' }],
  ])(
    '%s is dropped and reported, and Ajv compiles the rest (attacks dynamic references emitted as written)',
    (_, unsafe) => {
      const { schema, warnings } = extract(Type.Object({ a: Type.Unsafe(unsafe) }))
      expect(() => ajv.compile(schema as object)).not.toThrow()
      expect(warnings.map(({ code, path }) => `${code} ${path}`)).toEqual([
        'constraint /properties/a',
      ])
    },
  )
})
