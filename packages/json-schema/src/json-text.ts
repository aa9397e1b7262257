import { composeDescription } from './describe-constraints'
import type { At, EmitState, Emitted } from './emit-state'
import type { SchemaNode } from './json-schema'
import type { ProviderSchemaWarningCode } from './warnings'

/**
 * A string node standing for a value the target cannot describe (any JSON value, an open
 * object, a recursion cut): the model writes the value as JSON text and decoding parses it.
 */
export function emitJsonText(
  state: EmitState,
  node: SchemaNode,
  at: At,
  what: string,
  code: ProviderSchemaWarningCode = 'JSON_TEXT',
  sentences: readonly string[] = [],
): Emitted {
  state.warn(
    at.pointer,
    code,
    `${what} cannot be described to ${state.profile.rules.label}: it is sent as a JSON-encoded string and parsed back`,
  )
  const description = composeDescription(
    node.description,
    [],
    [`${what}, sent as a JSON-encoded string.`, ...sentences],
  )
  return {
    schema: description === undefined ? { type: 'string' } : { type: 'string', description },
    plan: { kind: 'json' },
  }
}
