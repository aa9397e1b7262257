import {
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  markUnrepresentable,
  type StandardSchemaV1,
} from '@polytool/core'
import { type $ZodType, toJSONSchema } from 'zod/v4/core'
import { tagJudgedAfterTransform } from './after-transform'
import { findZodAsyncInSync } from './async-in-sync'
import { stateCatches } from './catches'
import { warnRefusedDefault } from './defaults'
import { warnDroppedKeys } from './dropped-keys'
import { withDefaultsHeldBack } from './held-back-defaults'
import { jsonMetadataOf, type MetadataSource } from './held-back-metadata'
import { markIgnoredProtoKey } from './inexact'
import { warnPassedKeys } from './loose-records'
import { lossesOf, type ZodLoss } from './losses'
import { zodMakesValues } from './makes-values'
import { boundOverflowingMultiples } from './multiple-of'
import { exactPatterns } from './patterns'
import { zodReadsInheritedKeys } from './reads-inherited-keys'
import { noteNumberKeys } from './record-keys'
import { tagZodOutput } from './tag-output'
import { zodValidator } from './validate'

/** Zod's own converter options that the adapter passes through (`libraryOptions.zod`). */
export type ZodJsonSchemaOptions = Omit<
  NonNullable<Parameters<typeof toJSONSchema>[1]>,
  'target' | 'io'
>

type Override = NonNullable<ZodJsonSchemaOptions['override']>

/**
 * The Zod 4 adapter (classic and mini): converts with Zod's `toJSONSchema`, tags every part it
 * cannot express (dates, bigints, transform outputs, refinements, non-JSON defaults), and every
 * keyword Zod checks more loosely than JSON Schema (`ZOD_INEXACT`) or a `.catch()` that accepts
 * any input (`stateCatches`), which core warns about. It
 * validates a schema with async parts asynchronously from the start (`zodValidator`), so a
 * transform or refinement that rejects is a failed validation, not an unhandled rejection. An
 * async function Zod calls synchronously even then (a record key's refinement, an
 * `.overwrite()`, a `.catch()`) is refused when the tool is created (`AsyncInSyncError`).
 */
export const zodAdapter: JsonSchemaAdapter = {
  vendor: 'zod',
  targets: ['draft-2020-12', 'draft-07', 'openapi-3.0'],
  // Zod serialises its result through JSON: nothing in it is shared.
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    const { override: userOverride, ...options } = (request.libraryOptions ??
      {}) as ZodJsonSchemaOptions
    let numberKeys = false
    let heldBack: ReadonlyMap<object, ZodLoss> = new Map()
    // Metadata that is not JSON is kept from Zod's converter, and reported.
    const metadataLosses = new Map<object, ZodLoss>()
    const metadata = jsonMetadataOf(options.metadata as MetadataSource | undefined, metadataLosses)
    const openApi = request.target === 'openapi-3.0'
    const override: Override = (context) => {
      const { zodSchema, jsonSchema } = context
      for (const loss of lossesOf(zodSchema, request.io)) {
        markUnrepresentable(jsonSchema, loss.code, loss.message)
      }
      // Both maps are empty for most schemas: a node then pays no look-up.
      const valueLeftOut = heldBack.size > 0 ? heldBack.get(zodSchema) : undefined
      if (valueLeftOut !== undefined) {
        markUnrepresentable(jsonSchema, valueLeftOut.code, valueLeftOut.message)
      }
      const metadataLeftOut = metadataLosses.size > 0 ? metadataLosses.get(zodSchema) : undefined
      if (metadataLeftOut !== undefined) {
        markUnrepresentable(jsonSchema, metadataLeftOut.code, metadataLeftOut.message)
      }
      exactPatterns(zodSchema, jsonSchema)
      boundOverflowingMultiples(zodSchema, jsonSchema)
      markIgnoredProtoKey(zodSchema, jsonSchema)
      tagJudgedAfterTransform(zodSchema, jsonSchema, request.io)
      stateCatches(zodSchema, jsonSchema, request.io)
      warnRefusedDefault(zodSchema, jsonSchema)
      warnPassedKeys(zodSchema, jsonSchema, request.target)
      // OpenAPI 3.0 has no `propertyNames`: Zod leaves a record's key schema out there.
      if (openApi) warnDroppedKeys(zodSchema, jsonSchema)
      else numberKeys = noteNumberKeys(zodSchema, jsonSchema) || numberKeys
      // Zod writes an OpenAPI 3.0 tuple as `items: { anyOf: [...] }`: each position then
      // accepts any item's schema, which the validator refuses.
      if (openApi && zodSchema._zod.def.type === 'tuple') {
        markUnrepresentable(
          jsonSchema,
          'target',
          'OpenAPI 3.0 has no tuples: each position now accepts any of the tuple item schemas',
        )
      }
      userOverride?.(context)
    }
    // A default, prefault or catch value Zod could not serialise at once is kept from it.
    const emitted = withDefaultsHeldBack(schema, (valuesLeftOut) => {
      heldBack = valuesLeftOut
      return toJSONSchema(schema as unknown as $ZodType, {
        // Unrepresentable parts become `{}` and are tagged above, so core reports each with its path.
        unrepresentable: 'any',
        ...options,
        metadata: metadata as NonNullable<ZodJsonSchemaOptions['metadata']>,
        target: request.target,
        io: request.io,
        override,
      })
    })
    return tagZodOutput(emitted, numberKeys)
  },
  validator: zodValidator,
  findAsyncInSync: findZodAsyncInSync,
  makesValues: zodMakesValues,
  readsInheritedKeys: zodReadsInheritedKeys,
}
