import { markInexact } from '@polytool/core'
import { type $ZodType, regexes } from 'zod/v4/core'
import { type KeyMembers, keyMembers } from './key-members'

// Each number written the one way JavaScript writes it back, so that a key the pattern admits
// reaches `execute` as it was sent: no leading or trailing zeros, no `-0`, at most 15
// significant digits (every decimal that short is one double, and written back the same), and
// no more than five zeros after the point (JavaScript writes 0.0000001 as "1e-7").
const CANONICAL_NUMBER =
  '^(?:0|-?(?:[1-9]\\d{0,14}|(?=[\\d.]{3,16}$)[1-9]\\d*\\.\\d*[1-9]|0\\.0{0,5}[1-9](?:\\d{0,13}[1-9])?))$'
const CANONICAL_INTEGER = '^(?:0|-?[1-9]\\d{0,14})$'

// The patterns Zod writes for a number key, and what each becomes.
const STATED = new Map([
  [regexes.number.source, CANONICAL_NUMBER],
  [regexes.integer.source, CANONICAL_INTEGER],
])

// Where the record is waiting: Zod writes a record's key pattern after the override runs.
const KEY_PATTERN = 'x-polytool-number-keys'

const MERGED_KEYS =
  'z.record() with number keys reads each key as a number and writes it back: "1.0", "01" and "1" are all the key "1", and the last of them wins. Only the way JavaScript writes each number is stated, up to 15 significant digits: "9007199254740993" and "0.0000001" are not, since Zod would hand them on as "9007199254740992" and "1e-7"'
const UNSTATED_BOUNDS =
  "z.record() checks its number keys' bounds on the number, which the key's pattern does not state"
const UNREAD_LITERALS =
  'z.record() reads a key as a number only when it has no exponent: a number literal JavaScript writes with one (1e21 as "1e+21") is stated, and refused'

/**
 * Notes, from Zod's `override`, a record whose keys may be numbers: Zod reads `"1.0"`, `"01"`
 * and `"1"` as the same key, and `execute` gets the last of them alone. The forms Zod reads
 * besides the one it writes back are warned of (`propertyNames`, looser), and so are bounds on
 * the number, which a key pattern leaves out (stricter). `stateNumberKeys` then writes the
 * pattern. A record whose keys Zod lists (`z.record(z.literal([1, 2]), …)`) matches each key as
 * written, and is left as it is.
 *
 * @param zodSchema - The Zod schema being converted.
 * @param jsonSchema - Its JSON Schema, as Zod wrote it so far.
 * @returns Whether the record was noted.
 */
export function noteNumberKeys(zodSchema: $ZodType, jsonSchema: Record<string, unknown>): boolean {
  const members = numberKeyMembers(zodSchema)
  if (members === undefined) return false
  if (members.numbers) jsonSchema[KEY_PATTERN] = true
  const stricter = [
    ...(members.bounded ? [UNSTATED_BOUNDS] : []),
    ...(members.literals.some((value) => !regexes.number.test(String(value)))
      ? [UNREAD_LITERALS]
      : []),
  ]
  markInexact(
    jsonSchema,
    'propertyNames',
    stricter.length > 0 ? 'both' : 'looser',
    [MERGED_KEYS, ...stricter].join('; '),
  )
  return true
}

/**
 * The number members of a record's key, when Zod reads some of its keys as numbers.
 *
 * @param zodSchema - The Zod schema being converted.
 * @returns The members, or `undefined` when no key is read as a number.
 */
export function numberKeyMembers(zodSchema: $ZodType): KeyMembers | undefined {
  const def = zodSchema._zod.def as { type?: unknown; keyType?: $ZodType; partial?: unknown }
  if (def.type !== 'record' || def.keyType === undefined) return undefined
  // A listed key is looked up as written: "1.0" is not the key "1" but an unknown one.
  if (def.keyType._zod.values !== undefined && def.partial !== true) return undefined
  const members = keyMembers(def.keyType)
  if (members.anyString) return undefined
  return members.numbers || members.literals.length > 0 ? members : undefined
}

/**
 * Writes the key pattern of a record `noteNumberKeys` noted: each number the one way Zod writes
 * it back, so the pattern admits no key that Zod would merge or change. Changes only the node's
 * own key schema, for a walk that tags several things at once (`tagZodOutput`).
 *
 * @param node - A node of the JSON Schema Zod emitted, changed in place.
 */
export function stateNumberKeys(node: Record<string, unknown>): void {
  if (node[KEY_PATTERN] === undefined) return
  delete node[KEY_PATTERN]
  stateIn(node.propertyNames)
}

// Zod writes a number member of a union key as one branch of its `anyOf`. A string member with
// the very pattern Zod writes for numbers is narrowed too: the schema then says less than the
// tool accepts, which the record's `propertyNames` warning already says.
function stateIn(names: unknown): void {
  if (typeof names !== 'object' || names === null) return
  const node = names as Record<string, unknown>
  const pattern = typeof node.pattern === 'string' ? STATED.get(node.pattern) : undefined
  if (pattern !== undefined && node.type === 'string') node.pattern = pattern
  // Zod writes an intersection of numbers as `allOf` of number schemas, which no key (a string)
  // passes: it becomes the pattern, and the bounds are warned of (`noteNumberKeys`).
  const allOf = node.allOf
  if (Array.isArray(allOf) && allOf.length > 0 && allOf.every(isNumberSchema)) {
    delete node.allOf
    node.type = 'string'
    node.pattern = allOf.some((branch) => branch.type === 'integer')
      ? CANONICAL_INTEGER
      : CANONICAL_NUMBER
  }
  for (const keyword of ['anyOf', 'oneOf']) {
    const branches = node[keyword]
    if (Array.isArray(branches)) for (const branch of branches) stateIn(branch)
  }
}

function isNumberSchema(node: unknown): node is Record<string, unknown> {
  const type = (node as { type?: unknown } | null)?.type
  return type === 'number' || type === 'integer'
}
