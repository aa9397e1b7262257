import { cutText } from '../egress/cut'
import { egressText } from '../egress/egress-text'
import { redactedPointer } from '../egress/redacted-pointer'
import { safeStringify } from '../safe-stringify'
import type { JsonSchemaIo, JsonSchemaTarget } from './types'
import type { Unrepresentable, UnrepresentableCode } from './unrepresentable'

/** Where a JSON Schema was asked for, for error messages. */
export interface JsonSchemaSubject {
  readonly vendor: string
  readonly io: JsonSchemaIo
  readonly target: JsonSchemaTarget
  /** The tool the schema belongs to, when known. */
  readonly toolId?: string | undefined
  /** The tool option holding the schema, e.g. `inputSchema`. */
  readonly option?: string | undefined
}

const ADAPTER_PACKAGES: Readonly<Record<string, string>> = {
  zod: '@polytool/zod',
  valibot: '@polytool/valibot',
  arktype: '@polytool/arktype',
}

/** A schema that validates but has no JSON Schema, asked for one (e.g. to describe a tool). */
export class MissingJsonSchemaError extends Error {
  override readonly name = 'MissingJsonSchemaError'
  readonly code = 'JSON_SCHEMA_MISSING'
  readonly vendor: string
  readonly toolId: string | undefined

  constructor(subject: JsonSchemaSubject) {
    const adapter = ADAPTER_PACKAGES[subject.vendor]
    const useAdapter = adapter
      ? `create the tool with \`createTool\` from ${adapter}`
      : `bind the ${JSON.stringify(subject.vendor)} schema to its adapter with \`withAdapter(schema, adapter)\``
    super(
      `${describeSubject(subject)} has no JSON Schema: the ${JSON.stringify(subject.vendor)} schema implements Standard Schema validation but not \`~standard.jsonSchema\`, so it cannot be described to a model. ` +
        `Fix it in one of two ways: (1) ${useAdapter}; (2) attach an explicit JSON Schema with \`withJsonSchema(schema, { type: 'object', ... })\` from @polytool/core.`,
    )
    this.vendor = subject.vendor
    this.toolId = subject.toolId
  }
}

/** A conversion that would lose meaning: the JSON Schema would not say what the validator checks. */
export class UnrepresentableSchemaError extends Error {
  override readonly name = 'UnrepresentableSchemaError'
  /** The kind of the first loss; every loss is in `parts`. */
  readonly code: UnrepresentableCode
  /** JSON pointer of the first loss in the emitted schema (`''` is the root). */
  readonly path: string
  /** Every lossy part, in document order. */
  readonly parts: readonly Unrepresentable[]
  readonly vendor: string
  readonly toolId: string | undefined

  constructor(subject: JsonSchemaSubject, parts: readonly Unrepresentable[], cause?: unknown) {
    const first = parts[0] ?? { code: 'conversion-failed', path: '', message: 'unknown loss' }
    // Each line through the egress gate: a path holds the schema's keys, a message may quote them.
    const lines = parts.map((part) =>
      egressText('log', `- ${pointerText(part.path)} (${part.code}): ${part.message}`),
    )
    super(
      [
        `${describeSubject(subject)} cannot be expressed exactly in JSON Schema: a model would be told something other than what the validator checks.`,
        ...lines,
        `Pass \`onUnrepresentable: 'any'\` to emit a permissive schema and get these as warnings, or a handler to replace these parts.`,
      ].join('\n'),
      cause === undefined ? undefined : { cause },
    )
    this.code = first.code
    this.path = first.path
    this.parts = Object.freeze([...parts])
    this.vendor = subject.vendor
    this.toolId = subject.toolId
  }
}

/** A value that is not a Standard Schema where one is needed, or a schema of another vendor than the adapter's. */
export class JsonSchemaAdapterError extends TypeError {
  override readonly name = 'JsonSchemaAdapterError'
  readonly code = 'JSON_SCHEMA_ADAPTER_MISMATCH'

  constructor(where: string, expected: string, schema: unknown) {
    const vendor = (schema as { '~standard'?: { vendor?: unknown } } | null)?.['~standard']?.vendor
    super(
      `${where} expected ${expected}, received ${
        typeof vendor === 'string'
          ? `a ${JSON.stringify(vendor)} schema`
          : safeStringify(schema, { maxLength: 80 })
      }`,
    )
  }
}

/** Characters of a pointer shown in a message, as `showPointer` in @polytool/json-schema. */
const SHOWN_POINTER_LENGTH = 200

/**
 * Formats a JSON pointer for messages: `/properties/a` or `(root)`. Its tokens are property
 * names, so each is redacted before `~1` escaping can hide a URL, and a long one is cut.
 */
export function pointerText(pointer: string): string {
  return pointer === '' ? '(root)' : cutText(redactedPointer(pointer), SHOWN_POINTER_LENGTH)
}

/** Names a schema in messages: the tool and option when known, the vendor, side and target. */
export function describeSubject(subject: JsonSchemaSubject): string {
  const where = subject.toolId
    ? `Tool ${JSON.stringify(subject.toolId)}${subject.option ? ` ${subject.option}` : ''}`
    : `The ${subject.option ?? 'schema'}`
  return `${where} (${subject.vendor}, ${subject.io}, ${subject.target})`
}
