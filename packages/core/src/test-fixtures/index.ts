import type { StandardSchemaV1 } from '@standard-schema/spec'
import * as arktype from './arktype'
import * as valibot from './valibot'
import * as zod from './zod'

type FixtureSet = Record<keyof typeof zod, StandardSchemaV1>

/** The same-named fixture schemas per library, for suites that loop over libraries. */
export const libraries = {
  zod: zod satisfies FixtureSet,
  valibot: valibot satisfies FixtureSet,
  arktype: arktype satisfies FixtureSet,
} as const

/** The names of the libraries under test. */
export type LibraryName = keyof typeof libraries
