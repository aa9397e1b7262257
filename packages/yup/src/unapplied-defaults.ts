import { eachSubschema } from '@polytool/core'
import { walkBesideJson, type YupNode } from './beside-json'

type Json = Record<string, unknown>

/**
 * Removes from the JSON Schema of a Yup schema each `default` that Yup never applies. Yup fills
 * a missing key with its default only when it casts: never under a strict root, and never in a
 * strict field of an object nor anywhere under it (the object hands such a field on uncast). A
 * `default` there would tell the model that leaving the key out gives that value, while
 * `execute` gets no key (and OpenAI's strict decode would put the default in place of a `null`,
 * so the same tool would receive it from one provider and not from another).
 *
 * @param schema - The Yup schema; `undefined` when it is not known, and then no default is
 *   known to be applied: each one is removed.
 * @param json - The JSON Schema written from its description.
 */
export function dropUnappliedDefaults(schema: unknown, json: Json): void {
  if (schema === undefined || (schema as YupNode | null)?.spec?.strict === true) {
    dropDefaultsIn(json)
    return
  }
  walkBesideJson(schema, json, {
    visit(node, json) {
      if (node.type !== 'object' || node.fields === undefined) return true
      // A nullable object without a `type` is written as `anyOf: [object, { type: 'null' }]`.
      const inner = (json.type === undefined && Array.isArray(json.anyOf) ? json.anyOf[0] : json) as
        | Json
        | undefined
      const properties = inner?.properties as Record<string, Json> | undefined
      if (typeof properties !== 'object' || properties === null) return true
      for (const [key, field] of Object.entries(node.fields)) {
        if (isStrict(field) && Object.hasOwn(properties, key)) dropDefaultsIn(properties[key])
      }
      return true
    },
    // What is under a strict field is not cast: its defaults are gone already.
    field: (field) => !isStrict(field),
  })
}

function isStrict(field: unknown): boolean {
  return (field as YupNode | null)?.spec?.strict === true
}

function dropDefaultsIn(json: unknown): void {
  if (typeof json !== 'object' || json === null) return
  eachSubschema(json, (node) => {
    delete node.default
  })
}
