import type { InfersCaseTypes } from '@polytool/conformance'
import type { SchemaInput, SchemaOutput } from '@polytool/core'
import { describe, expectTypeOf, test } from 'vitest'
import type * as fixtures from './test-fixtures/conformance'

type Fixtures = typeof fixtures

// Check 6 of the conformance kit: each fixture infers the case's input and output types.
describe('conformance types: effect', () => {
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
  test('optional', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'optional'>>().toEqualTypeOf<true>())
  test('nullable', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'nullable'>>().toEqualTypeOf<true>())
  test('nullish', () => expectTypeOf<InfersCaseTypes<Fixtures, 'nullish'>>().toEqualTypeOf<true>())
  // An optional key is exact in Effect (`units?: string`, no `| undefined`).
  test('withDefault', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'withDefault'>>().toEqualTypeOf<false>()
    expectTypeOf<SchemaInput<Fixtures['withDefault']>>().toEqualTypeOf<{
      readonly units?: string
    }>()
    // The output is typed optional too, though the decoding default always fills the key in.
    expectTypeOf<SchemaOutput<Fixtures['withDefault']>>().toEqualTypeOf<{
      readonly units?: string
    }>()
  })
  test('nestedObject', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'nestedObject'>>().toEqualTypeOf<true>())
  // Effect's arrays and tuples are readonly.
  test('arrayLength', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'arrayLength'>>().toEqualTypeOf<false>()
    expectTypeOf<SchemaOutput<Fixtures['arrayLength']>>().toEqualTypeOf<readonly string[]>()
  })
  test('tuple', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'tuple'>>().toEqualTypeOf<false>()
    expectTypeOf<SchemaOutput<Fixtures['tuple']>>().toEqualTypeOf<readonly [string, number]>()
  })
  test('record', () => expectTypeOf<InfersCaseTypes<Fixtures, 'record'>>().toEqualTypeOf<true>())
  test('union', () => expectTypeOf<InfersCaseTypes<Fixtures, 'union'>>().toEqualTypeOf<true>())
  test('discriminatedUnion', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'discriminatedUnion'>>().toEqualTypeOf<true>())
  test('intersection', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'intersection'>>().toEqualTypeOf<true>())
  test('recursive', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'recursive'>>().toEqualTypeOf<false>()
    type Tree = { readonly name: string; readonly children: readonly Tree[] }
    expectTypeOf<SchemaOutput<Fixtures['recursive']>>().toEqualTypeOf<Tree>()
  })
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
  test('multipleOfFraction', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'multipleOfFraction'>>().toEqualTypeOf<true>())
  test('enumNullable', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'enumNullable'>>().toEqualTypeOf<true>())
  test('recordKeyPattern', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'recordKeyPattern'>>().toEqualTypeOf<true>())
  test('optionalRefinement', () =>
    expectTypeOf<InfersCaseTypes<Fixtures, 'optionalRefinement'>>().toEqualTypeOf<true>())
})
