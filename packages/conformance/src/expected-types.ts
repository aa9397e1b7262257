import type { SchemaInput, SchemaOutput } from '@polytool/core'
import type { CaseName } from './cases'
import type { FixtureSet, Unsupported } from './fixture-set'
import type { Pending } from './pending'

interface Tree {
  name: string
  children: Tree[]
}

type Shape = { kind: 'circle'; radius: number } | { kind: 'square'; side: number }

/** The TypeScript types each case must infer: `input` is what it accepts, `output` what it gives. */
export interface ConformanceTypes {
  /** The input and output types the `stringLength` case must infer. */
  stringLength: { input: string; output: string }
  /** The input and output types the `stringPattern` case must infer. */
  stringPattern: { input: string; output: string }
  /** The input and output types the `email` case must infer. */
  email: { input: string; output: string }
  /** The input and output types the `uuid` case must infer. */
  uuid: { input: string; output: string }
  /** The input and output types the `url` case must infer. */
  url: { input: string; output: string }
  /** The input and output types the `integerRange` case must infer. */
  integerRange: { input: number; output: number }
  /** The input and output types the `numberExclusive` case must infer. */
  numberExclusive: { input: number; output: number }
  /** The input and output types the `multipleOf` case must infer. */
  multipleOf: { input: number; output: number }
  /** The input and output types the `multipleOfFraction` case must infer. */
  multipleOfFraction: { input: number; output: number }
  /** The input and output types the `boolean` case must infer. */
  boolean: { input: boolean; output: boolean }
  /** The input and output types the `literalString` case must infer. */
  literalString: { input: 'on'; output: 'on' }
  /** The input and output types the `literalNumber` case must infer. */
  literalNumber: { input: 42; output: 42 }
  /** The input and output types the `enumString` case must infer. */
  enumString: { input: 'red' | 'green' | 'blue'; output: 'red' | 'green' | 'blue' }
  /** The input and output types the `enumNumber` case must infer. */
  enumNumber: { input: 1 | 2 | 3; output: 1 | 2 | 3 }
  /** The input and output types the `enumNullable` case must infer. */
  enumNullable: { input: 'red' | 'green' | null; output: 'red' | 'green' | null }
  /** The input and output types the `optional` case must infer. */
  optional: {
    input: { a: string; b?: number | undefined }
    output: { a: string; b?: number | undefined }
  }
  /** The input and output types the `nullable` case must infer. */
  nullable: { input: { a: string | null }; output: { a: string | null } }
  /** The input and output types the `nullish` case must infer. */
  nullish: { input: { a?: string | null | undefined }; output: { a?: string | null | undefined } }
  /** The input and output types the `withDefault` case must infer. */
  withDefault: { input: { units?: string | undefined }; output: { units: string } }
  /** The input and output types the `nestedObject` case must infer. */
  nestedObject: {
    input: { user: { name: string; address: { city: string } } }
    output: { user: { name: string; address: { city: string } } }
  }
  /** The input and output types the `arrayLength` case must infer. */
  arrayLength: { input: string[]; output: string[] }
  /** The input and output types the `tuple` case must infer. */
  tuple: { input: [string, number]; output: [string, number] }
  /** The input and output types the `record` case must infer. */
  record: { input: Record<string, number>; output: Record<string, number> }
  /** The input and output types the `recordKeyPattern` case must infer. */
  recordKeyPattern: { input: Record<string, number>; output: Record<string, number> }
  /** The input and output types the `union` case must infer. */
  union: { input: string | number; output: string | number }
  /** The input and output types the `discriminatedUnion` case must infer. */
  discriminatedUnion: { input: Shape; output: Shape }
  /** The input and output types the `intersection` case must infer. */
  intersection: { input: { a: string; b: number }; output: { a: string; b: number } }
  /** The input and output types the `recursive` case must infer. */
  recursive: { input: Tree; output: Tree }
  /** The input and output types the `date` case must infer. */
  date: { input: Date; output: Date }
  /** The input and output types the `bigint` case must infer. */
  bigint: { input: bigint; output: bigint }
  /** The input and output types the `transform` case must infer. */
  transform: { input: string; output: number }
  /** The input and output types the `refinement` case must infer. */
  refinement: {
    input: { password: string; confirm: string }
    output: { password: string; confirm: string }
  }
  /** The input and output types the `optionalRefinement` case must infer. */
  optionalRefinement: {
    input: { code?: string | undefined }
    output: { code?: string | undefined }
  }
  /** The input and output types the `described` case must infer. */
  described: { input: { city: string }; output: { city: string } }
  /** The input and output types the `strictObject` case must infer. */
  strictObject: { input: { a: string }; output: { a: string } }
  /** The input and output types the `stripObject` case must infer. */
  stripObject: { input: { a: string }; output: { a: string } }
  /** The input and output types the `emptyObject` case must infer. */
  // biome-ignore lint/complexity/noBannedTypes: the empty object type is the case
  emptyObject: { input: {}; output: {} }
  /** The input and output types the `protoKey` case must infer. */
  protoKey: { input: { __proto__: string; b: number }; output: { __proto__: string; b: number } }
  /** The input and output types the `prototypeKeys` case must infer. */
  prototypeKeys: {
    input: { constructor: string; toString: string }
    output: { constructor: string; toString: string }
  }
  /** The input and output types the `optionalPrototypeKeys` case must infer. */
  optionalPrototypeKeys: {
    input: { constructor?: string; toString?: string }
    output: { constructor?: string; toString?: string }
  }
}

type IsAny<T> = 0 extends 1 & T ? true : false

/** Whether two types accept exactly the same values (each assignable to the other, no `any`). */
export type SameType<A, B> =
  IsAny<A> extends true
    ? IsAny<B>
    : IsAny<B> extends true
      ? false
      : [A] extends [B]
        ? [B] extends [A]
          ? true
          : false
        : false

/**
 * Whether a fixture infers the case's input and output types, e.g.
 * `expectTypeOf<InfersCaseTypes<typeof fixtures, 'transform'>>().toEqualTypeOf<true>()`.
 */
export type InfersCaseTypes<F extends FixtureSet, K extends CaseName> = F[K] extends Unsupported
  ? true // an unsupported case has no types to check; the matrix shows it as unsupported
  : F[K] extends Pending
    ? true // a placeholder has no types yet; the matrix shows the case as pending
    : SameType<SchemaInput<F[K]>, ConformanceTypes[K]['input']> extends true
      ? SameType<SchemaOutput<F[K]>, ConformanceTypes[K]['output']>
      : false

/**
 * The cases whose fixture does not infer the expected types (`never` when all do), e.g.
 * `expectTypeOf<TypeMismatches<typeof fixtures>>().toEqualTypeOf<never>()`.
 */
export type TypeMismatches<F extends FixtureSet> = {
  [K in CaseName]: InfersCaseTypes<F, K> extends true ? never : K
}[CaseName]
