import type { StandardSchemaV1 } from '@polytool/core'
import { isSupported, type Unsupported } from '../fixture-set'
import type { AttackFixtures } from './fixtures'
import { describeOutputChecks } from './output-checks'
import { describeProtoKeys } from './proto-keys'
import { describeQuotedValues } from './quoted-values'
import { describeReadOnceOrigin } from './read-once-origin'

/** Binds a schema to the library's adapter. */
type Bind = (schema: StandardSchemaV1) => StandardSchemaV1

/** Names of the `__proto__` attack's schemas, under the fixture each is. */
const PROTO_KEY_CASES = {
  plainObject: 'an object',
  looseObject: 'a loose object',
  strictObject: 'a strict object',
  strippingObject: 'an object that deletes undeclared keys',
  record: 'a record',
} as const

/**
 * Registers the attacks at a tool's boundary that need the schemas the tool's input and output
 * share: a value read twice, a check answered by a promise on the output, `__proto__` keys, a
 * quoted private value holding a double quote.
 *
 * @param fixtures - The library's attack fixtures.
 * @param bind - Binds a schema to the library's adapter.
 * @param ready - Whether every named fixture is written.
 */
export function describeToolBoundaryAttacks(
  fixtures: AttackFixtures,
  bind: Bind,
  ready: (...needs: (keyof AttackFixtures)[]) => boolean,
): void {
  const { readOnceShape, emptyObject, promisedCheck, asyncCheck, choiceObject } = fixtures
  if (emptyObject === undefined || !ready('emptyObject')) return
  const empty = () => bind(emptyObject())
  if (readOnceShape !== undefined && ready('readOnceShape'))
    describeReadOnceOrigin(() => bind(readOnceShape()), empty)

  const supportedOrNot = (schema: StandardSchemaV1 | Unsupported) =>
    isSupported(schema) ? bind(schema) : undefined
  if (ready('promisedCheck', 'asyncCheck'))
    describeOutputChecks(
      (check) => (promisedCheck ? supportedOrNot(promisedCheck(check)) : undefined),
      (check) =>
        asyncCheck
          ? supportedOrNot(asyncCheck(check as (value: unknown) => Promise<unknown>))
          : undefined,
      empty,
    )

  const protoKeySchemas: Record<string, StandardSchemaV1> = {}
  for (const [fixture, name] of Object.entries(PROTO_KEY_CASES)) {
    const schema = fixtures[fixture as keyof typeof PROTO_KEY_CASES]
    if (
      schema !== undefined &&
      ready(fixture as keyof typeof PROTO_KEY_CASES) &&
      isSupported(schema)
    )
      protoKeySchemas[name] = bind(schema)
  }
  if (Object.keys(protoKeySchemas).length > 0) describeProtoKeys(protoKeySchemas)
  if (choiceObject !== undefined && ready('choiceObject'))
    describeQuotedValues((key, values) => bind(choiceObject(key, values)), empty)
}
