import type { InfersCaseTypes } from '@polytool/conformance'
import type { SchemaInput, SchemaOutput } from '@polytool/core'
import { describe, expectTypeOf, test } from 'vitest'
import type * as fixtures from './test-fixtures/conformance'

type Fixtures = typeof fixtures

// Check 6 of the conformance kit: each fixture infers the case's input and output types.
describe('conformance types: arktype', () => {
  test('stringLength', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'stringLength'>>().toEqualTypeOf<true>())
  test('stringPattern', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'stringPattern'>>().toEqualTypeOf<true>())
  test('email', () => expectTypeOf<InfersCaseTypes<Fixtures, 'email'>>().toEqualTypeOf<true>())
  test('uuid', () => expectTypeOf<InfersCaseTypes<Fixtures, 'uuid'>>().toEqualTypeOf<true>())
  test('url', () => expectTypeOf<InfersCaseTypes<Fixtures, 'url'>>().toEqualTypeOf<true>())
  test('integerRange', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'integerRange'>>().toEqualTypeOf<true>())
  test('numberExclusive', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'numberExclusive'>>().toEqualTypeOf<true>())
  test('multipleOf', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'multipleOf'>>().toEqualTypeOf<true>())
  test('boolean', () => expectTypeOf<InfersCaseTypes<Fixtures, 'boolean'>>().toEqualTypeOf<true>())
  test('literalString', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'literalString'>>().toEqualTypeOf<true>())
  test('literalNumber', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'literalNumber'>>().toEqualTypeOf<true>())
  test('enumString', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'enumString'>>().toEqualTypeOf<true>())
  test('enumNumber', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'enumNumber'>>().toEqualTypeOf<true>())
  test('nullable', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'nullable'>>().toEqualTypeOf<true>())
  test('nestedObject', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'nestedObject'>>().toEqualTypeOf<true>())
  test('arrayLength', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'arrayLength'>>().toEqualTypeOf<true>())
  test('tuple', () => expectTypeOf<InfersCaseTypes<Fixtures, 'tuple'>>().toEqualTypeOf<true>())
  test('record', () => expectTypeOf<InfersCaseTypes<Fixtures, 'record'>>().toEqualTypeOf<true>())
  test('union', () => expectTypeOf<InfersCaseTypes<Fixtures, 'union'>>().toEqualTypeOf<true>())
  test('discriminatedUnion', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'discriminatedUnion'>>().toEqualTypeOf<true>())
  test('intersection', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'intersection'>>().toEqualTypeOf<true>())
  test('recursive', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'recursive'>>().toEqualTypeOf<true>())
  test('date', () => expectTypeOf<InfersCaseTypes<Fixtures, 'date'>>().toEqualTypeOf<true>())
  test('bigint', () => expectTypeOf<InfersCaseTypes<Fixtures, 'bigint'>>().toEqualTypeOf<true>())
  test('transform', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'transform'>>().toEqualTypeOf<true>())
  test('refinement', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'refinement'>>().toEqualTypeOf<true>())
  test('described', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'described'>>().toEqualTypeOf<true>())
  test('strictObject', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'strictObject'>>().toEqualTypeOf<true>())
  test('stripObject', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'stripObject'>>().toEqualTypeOf<true>())
  test('emptyObject', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'emptyObject'>>().toEqualTypeOf<true>())
  test('prototypeKeys', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'prototypeKeys'>>().toEqualTypeOf<true>())
  test('optionalPrototypeKeys', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'optionalPrototypeKeys'>>().toEqualTypeOf<true>())
  test('protoKey', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'protoKey'>>().toEqualTypeOf<true>())
  // ArkType's optional keys are exact (`b?: number`, not `b?: number | undefined`): under
  // `exactOptionalPropertyTypes` they reject an explicit `undefined`, as the validator does.
  test('optional', () => {
    expectTypeOf<SchemaInput<Fixtures['optional']>>().toEqualTypeOf<{ a: string; b?: number }>()
    expectTypeOf<SchemaOutput<Fixtures['optional']>>().toEqualTypeOf<{ a: string; b?: number }>()
  })
  test('nullish', () => {
    expectTypeOf<SchemaInput<Fixtures['nullish']>>().toEqualTypeOf<{ a?: string | null }>()
    expectTypeOf<SchemaOutput<Fixtures['nullish']>>().toEqualTypeOf<{ a?: string | null }>()
  })
  test('withDefault', () => {
    expectTypeOf<SchemaInput<Fixtures['withDefault']>>().toEqualTypeOf<{ units?: string }>()
    expectTypeOf<SchemaOutput<Fixtures['withDefault']>>().toEqualTypeOf<{ units: string }>()
  })
  test('multipleOfFraction', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'multipleOfFraction'>>().toEqualTypeOf<true>())
  test('enumNullable', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'enumNullable'>>().toEqualTypeOf<true>())
  test('recordKeyPattern', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'recordKeyPattern'>>().toEqualTypeOf<true>())
  // Exact optional keys, as in `optional`.
  test('optionalRefinement', () => {
    expectTypeOf<SchemaInput<Fixtures['optionalRefinement']>>().toEqualTypeOf<{ code?: string }>()
    expectTypeOf<SchemaOutput<Fixtures['optionalRefinement']>>().toEqualTypeOf<{ code?: string }>()
  })
})
