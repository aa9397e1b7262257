import { describe, expectTypeOf, test } from 'vitest'
import type { InfersCaseTypes, SameType } from './expected-types'
import type { FixtureSet } from './fixture-set'
import type { Pending } from './pending'

describe('SameType', () => {
  test('holds for types that accept the same values', () => {
    expectTypeOf<
      SameType<{ a: string } & { b: number }, { a: string; b: number }>
    >().toEqualTypeOf<true>()
    expectTypeOf<SameType<'a' | 'b', 'b' | 'a'>>().toEqualTypeOf<true>()
  })

  test('fails for optional keys that differ in accepting undefined', () => {
    expectTypeOf<SameType<{ a?: string }, { a?: string | undefined }>>().toEqualTypeOf<false>()
  })

  test('fails for any, and for wider or narrower types', () => {
    expectTypeOf<SameType<any, string>>().toEqualTypeOf<false>()
    expectTypeOf<SameType<string, 'a'>>().toEqualTypeOf<false>()
    expectTypeOf<SameType<number, unknown>>().toEqualTypeOf<false>()
  })
})

describe('InfersCaseTypes', () => {
  type Schema<Input, Output = Input> = import('@polytool/core').StandardSchemaV1<Input, Output>
  type Fixtures = FixtureSet & {
    readonly stringLength: Pending
    readonly boolean: Schema<boolean>
    readonly uuid: Schema<number>
  }

  test('holds for a pending placeholder: it has no types yet, and the matrix shows it pending', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'stringLength'>>().toEqualTypeOf<true>()
  })

  test('still judges every written fixture', () => {
    expectTypeOf<InfersCaseTypes<Fixtures, 'boolean'>>().toEqualTypeOf<true>()
    expectTypeOf<InfersCaseTypes<Fixtures, 'uuid'>>().toEqualTypeOf<false>()
  })
})
