import { markInexact } from '@polytool/core'
import { walkBesideJson, type YupNode } from './beside-json'
import { stateFilledKeys } from './filled-keys'
import { tagTransforms } from './transforms'

// What each scalar type lets through when cast, beside the values of its JSON type.
const CASTS: Readonly<Record<string, string>> = {
  number: 'a numeric string such as "5" or " 5 " passes as the number 5',
  string: 'a number or boolean such as 5 passes as the string "5"',
  boolean: 'the strings "true" and "false" and the numbers 1 and 0 pass as booleans',
}

/**
 * Tags, as inexact (`looser`, keyword `type`, and `enum` where `oneOf()` lists values), each
 * string, number and boolean of a Yup schema that Yup casts before it checks: core warns of each
 * at run time, with its JSON pointer. Yup casts a value unless the root schema is strict; below
 * it, an object skips casting a strict field and all under it, while array and tuple items are
 * cast whatever their own `strict()`. Where it casts, it also fills missing keys with their
 * defaults and drops the keys `.noUnknown()` refuses (`stateFilledKeys`), and runs the
 * transforms `ensure()`, `json()`, `compact()`, `round()` and the user's (`tagTransforms`).
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function tagCasts(schema: unknown, json: unknown): void {
  if ((schema as YupNode | null)?.spec?.strict === true) return
  walkBesideJson(schema, json, {
    visit(node, json) {
      tagTransforms(node, json)
      if (node.type === 'object') stateFilledKeys(node, json)
      const cast = typeof node.type === 'string' ? CASTS[node.type] : undefined
      if (cast === undefined) return true
      const message = `Yup casts before it checks (the schema is not strict): ${cast}`
      markInexact(json, 'type', 'looser', message)
      // oneOf() judges the cast value: "5" passes y.number().oneOf([5]).
      if (Array.isArray(json.enum)) markInexact(json, 'enum', 'looser', message)
      return false
    },
    // An object does not cast a strict field, nor anything under it.
    field: (field) => field?.spec?.strict !== true,
  })
}
