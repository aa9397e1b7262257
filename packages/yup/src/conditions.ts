import { markInexact, markUnrepresentable } from '@polytool/core'
import { walkBesideJson } from './beside-json'

type Json = Record<string, unknown>
type Condition = { readonly refs?: readonly { readonly key?: unknown }[] }

/**
 * Reports each `.when()` of a Yup schema as lost (`refinement`, at the JSON pointer of the
 * schema it sits on): Yup builds that schema per value of the fields the condition reads, which
 * can make it required or change any of its checks, while `describe()`, and so the JSON Schema,
 * gives it without the condition. `toJsonSchema` then refuses it by default.
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function tagConditions(schema: unknown, json: unknown): void {
  walkBesideJson(schema, json, {
    visit(node, json) {
      const conditions = conditionsOf(node)
      if (conditions.length > 0) {
        markUnrepresentable(
          json,
          'refinement',
          `a .when() builds this schema per value of ${readKeys(conditions)}: the JSON Schema states it without the condition`,
        )
      }
      if (node.type === 'object') markConditionalKeys(node.fields, json)
      return true
    },
  })
}

// A required key whose schema has a `.when()` may be made optional by it: the missing key fails
// the parent's `required`, so the warning sits there too.
function markConditionalKeys(fields: Readonly<Record<string, unknown>> | undefined, json: Json) {
  if (fields === undefined || !Array.isArray(json.required)) return
  const required = json.required as unknown[]
  for (const [key, field] of Object.entries(fields)) {
    if (conditionsOf(field).length === 0 || !required.includes(key)) continue
    markInexact(
      json,
      'required',
      'looser',
      `a .when() on ${JSON.stringify(key)} may make it optional per value of ${readKeys(conditionsOf(field))}`,
    )
  }
}

function conditionsOf(node: unknown): readonly unknown[] {
  const conditions = (node as { conditions?: unknown } | null)?.conditions
  return Array.isArray(conditions) ? conditions : []
}

// The fields the conditions read, as Yup names them (`y.ref()` keys), quoted.
function readKeys(conditions: readonly unknown[]): string {
  const keys = new Set<string>()
  for (const condition of conditions) {
    for (const ref of (condition as Condition | null)?.refs ?? []) {
      if (typeof ref?.key === 'string') keys.add(JSON.stringify(ref.key))
    }
  }
  return keys.size === 0 ? 'other fields' : [...keys].join(', ')
}
