import { arktypeAdapter } from '@polytool/arktype'
import type { FixtureSet } from '@polytool/conformance'
import type { JsonSchemaAdapter, StandardSchemaV1 } from '@polytool/core'
import { effectAdapter } from '@polytool/effect'
import { typeboxAdapter } from '@polytool/typebox'
import { valibotAdapter } from '@polytool/valibot'
import { yupAdapter } from '@polytool/yup'
import { zodAdapter } from '@polytool/zod'
import * as arktypeFixtures from '../../arktype/src/test-fixtures/conformance'
import { arktypeExtraCases } from '../../arktype/src/test-fixtures/drift'
import * as effectFixtures from '../../effect/src/test-fixtures/conformance'
import { effectExtraCases } from '../../effect/src/test-fixtures/drift'
import * as typeboxFixtures from '../../typebox/src/test-fixtures/conformance'
import { typeboxExtraCases } from '../../typebox/src/test-fixtures/drift'
import * as valibotFixtures from '../../valibot/src/test-fixtures/conformance'
import { valibotExtraCases } from '../../valibot/src/test-fixtures/drift'
import * as yupFixtures from '../../yup/src/test-fixtures/conformance'
import { yupExtraCases } from '../../yup/src/test-fixtures/drift'
import * as zodFixtures from '../../zod/src/test-fixtures/conformance'
import * as zodMiniFixtures from '../../zod/src/test-fixtures/conformance-mini'
import { zodExtraCases } from '../../zod/src/test-fixtures/drift'
import { effectValues } from './effect-values'

/** One schema library under the drift proof: its adapter, its kit fixtures, its own generator. */
export interface DriftLibrary {
  readonly name: string
  readonly adapter: JsonSchemaAdapter
  /** The library's conformance fixtures, one schema per kit case. */
  readonly fixtures: FixtureSet
  /**
   * Values the library's own arbitraries generate for a schema, encoded as JSON, where the
   * library has them; `undefined` for a schema they cannot generate for.
   */
  /** Schemas the library's own review found gaps in, beyond the kit's cases. */
  readonly extraCases?: readonly DriftCase[]
  readonly ownValues?: (
    schema: StandardSchemaV1,
    count: number,
    seed: number,
  ) => unknown[] | undefined
}

/**
 * A schema the kit's cases do not cover, with values that probe it; the proof adds values built
 * from its emitted JSON Schema and every other JSON type at every position.
 */
export interface DriftCase {
  readonly name: string
  readonly schema: StandardSchemaV1
  readonly samples: readonly unknown[]
}

/** Every library under the proof: a new adapter joins with one line. */
export const libraries: readonly DriftLibrary[] = [
  { name: 'zod', adapter: zodAdapter, fixtures: zodFixtures, extraCases: zodExtraCases },
  { name: 'zod-mini', adapter: zodAdapter, fixtures: zodMiniFixtures },
  {
    name: 'valibot',
    adapter: valibotAdapter,
    fixtures: valibotFixtures,
    extraCases: valibotExtraCases,
  },
  {
    name: 'arktype',
    adapter: arktypeAdapter,
    fixtures: arktypeFixtures,
    extraCases: arktypeExtraCases,
  },
  {
    name: 'typebox',
    adapter: typeboxAdapter,
    fixtures: typeboxFixtures,
    extraCases: typeboxExtraCases,
  },
  {
    name: 'effect',
    adapter: effectAdapter,
    fixtures: effectFixtures,
    ownValues: effectValues,
    extraCases: effectExtraCases,
  },
  { name: 'yup', adapter: yupAdapter, fixtures: yupFixtures, extraCases: yupExtraCases },
]
