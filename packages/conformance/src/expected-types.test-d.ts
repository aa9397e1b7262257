import { describe, expectTypeOf, test } from 'vitest'
import type { SameType } from './expected-types'

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
