import { type JsonSchemaValidator, renameProtoKeys } from '@polytool/conformance'
import type { BranchJudge } from './judge'

let added = 0

/**
 * Ajv's verdict on a value against one node of an emitted schema, by JSON pointer: the schema
 * is added once under a key of its own, and each node compiled as a `$ref` to it, so the node's
 * own references resolve as in the whole schema. A node Ajv cannot compile takes no value.
 *
 * @param ajv - The validator the proof judges the emitted schema with.
 * @param schema - The emitted schema.
 * @returns The judge, its compiled nodes cached by pointer.
 */
export function branchJudge(ajv: JsonSchemaValidator, schema: object): BranchJudge {
  const key = `urn:polytool:drift:${added++}`
  ajv.addSchema(renameProtoKeys(schema, true) as object, key)
  const compiled = new Map<string, ((value: unknown) => boolean) | undefined>()
  return (pointer, value) => {
    if (!compiled.has(pointer)) {
      const fragment = pointer
        .split('/')
        .map((segment) => encodeURIComponent(segment === '__proto__' ? '\u0000__proto__' : segment))
        .join('/')
      try {
        const validate = ajv.compile({ $ref: `${key}#${fragment}` })
        compiled.set(pointer, (candidate) => validate(renameProtoKeys(candidate, false)) === true)
      } catch {
        compiled.set(pointer, undefined)
      }
    }
    return compiled.get(pointer)?.(structuredClone(value)) === true
  }
}
