import type { StandardSchemaV1 } from '@polytool/core'
import { Arbitrary, Effect, Schema } from 'effect'

/**
 * Values Effect's own arbitraries generate for what a schema decodes from (`Arbitrary.schema`
 * of `Schema.toEncoded`): what a caller sends, as JSON. `undefined` when Effect cannot derive an
 * arbitrary for the schema.
 */
export function effectValues(
  schema: StandardSchemaV1,
  count: number,
  seed: number,
): unknown[] | undefined {
  if (!Schema.isSchema(schema)) return undefined
  let encoded: readonly unknown[]
  try {
    const arbitrary = Arbitrary.schema(Schema.toEncoded(schema as unknown as Schema.Top))
    encoded = Effect.runSync(Arbitrary.sampleEffect(arbitrary, { count, seed }))
  } catch {
    return undefined
  }
  const out: unknown[] = []
  for (const value of encoded) {
    try {
      out.push(JSON.parse(JSON.stringify(value) ?? 'null'))
    } catch {
      // A value JSON cannot hold (a bigint): no caller sends it.
    }
  }
  return out
}
