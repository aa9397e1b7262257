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
  stringLength: { input: string; output: string }
  stringPattern: { input: string; output: string }
  email: { input: string; output: string }
  uuid: { input: string; output: string }
  url: { input: string; output: string }
  integerRange: { input: number; output: number }
  numberExclusive: { input: number; output: number }
  multipleOf: { input: number; output: number }
  boolean: { input: boolean; output: boolean }
  literalString: { input: 'on'; output: 'on' }
  literalNumber: { input: 42; output: 42 }
  enumString: { input: 'red' | 'green' | 'blue'; output: 'red' | 'green' | 'blue' }
  enumNumber: { input: 1 | 2 | 3; output: 1 | 2 | 3 }
  optional: {
    input: { a: string; b?: number | undefined }
    output: { a: string; b?: number | undefined }
  }
  nullable: { input: { a: string | null }; output: { a: string | null } }
  nullish: { input: { a?: string | null | undefined }; output: { a?: string | null | undefined } }
  withDefault: { input: { units?: string | undefined }; output: { units: string } }
  nestedObject: {
    input: { user: { name: string; address: { city: string } } }
    output: { user: { name: string; address: { city: string } } }
  }
  arrayLength: { input: string[]; output: string[] }
  tuple: { input: [string, number]; output: [string, number] }
  record: { input: Record<string, number>; output: Record<string, number> }
  union: { input: string | number; output: string | number }
  discriminatedUnion: { input: Shape; output: Shape }
  intersection: { input: { a: string; b: number }; output: { a: string; b: number } }
  recursive: { input: Tree; output: Tree }
  date: { input: Date; output: Date }
  bigint: { input: bigint; output: bigint }
  transform: { input: string; output: number }
  refinement: {
    input: { password: string; confirm: string }
    output: { password: string; confirm: string }
  }
  described: { input: { city: string }; output: { city: string } }
  strictObject: { input: { a: string }; output: { a: string } }
  stripObject: { input: { a: string }; output: { a: string } }
  // biome-ignore lint/complexity/noBannedTypes: the empty object type is the case
  emptyObject: { input: {}; output: {} }
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
