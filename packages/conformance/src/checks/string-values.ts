import { compileSchema, createValidator } from '../ajv'
import { STRING_FORMAT_EXAMPLES } from './format-examples'
import { patternStrings } from './pattern-strings'
import { type Node, numberAt, pastBounds } from './schema-nodes'

// Strings a schema node describes: at and just past its length bounds, of its format, matching its pattern,
// and, where it states several of these, strings that meet them all together (a pattern's
// string stretched or cut to each length bound), since a branch admits only those.

const ASTRAL = '😀'
// Stretching a string past this is not tried: a bound that high admits the plain long strings.
const MAX_FITTED_LENGTH = 10_000
// Nor are longer plain strings built (JavaScript cannot hold one of 2^30 characters).
const MAX_PLAIN_LENGTH = 1_000_000
// Places tried for a stretch or a cut, from the end, where a pattern's repeats usually are.
const MAX_PLACES = 64
const STRING_KEYWORDS = ['minLength', 'maxLength', 'pattern', 'format'] as const
// The pattern strings near misses are built from.
const NEAR_MISS_SEEDS = 4

const ajv = createValidator()
const knownFormats = (ajv as unknown as { formats: Record<string, unknown> }).formats
const judges = new Map<string, (value: string) => boolean>()

/** The strings built for a node with `type: string`. */
export function strings(schema: Node): string[] {
  const format = typeof schema.format === 'string' ? schema.format : undefined
  const examples = format === undefined ? undefined : STRING_FORMAT_EXAMPLES[format]
  const patterned = typeof schema.pattern === 'string' ? patternStrings(schema.pattern) : []
  const nearMisses = patterned.slice(0, NEAR_MISS_SEEDS).flatMap(nearMissesOf)
  const min = numberAt(schema, 'minLength') ?? 0
  const max = numberAt(schema, 'maxLength') ?? min + 3
  const lengths = [...new Set([min, max, Math.min(min + 1, max)])].filter((length) => length >= 0)
  const seeds = [...(examples ?? []), ...patterned]
  const bounded = schema.minLength !== undefined || schema.maxLength !== undefined
  const fitted = bounded ? fittedStrings(seeds, lengths, judgeOf(schema)) : []
  const plain =
    examples === undefined
      ? [...lengths, ...pastBounds(schema, 'minLength', 'maxLength')]
          .filter((length) => length <= MAX_PLAIN_LENGTH)
          .flatMap((length) => ['a'.repeat(length), ASTRAL.repeat(length)])
      : []
  return [...fitted, ...seeds, ...plain, ...nearMisses]
}

// A pattern loosened where it ends (`\d+` made `\d*`, `$` made `\n?$`) admits strings just past
// those the pattern's own strings are: each with a newline after it, with its last character
// cut, and with its last run of digits or letters cut.
function nearMissesOf(value: string): string[] {
  const withoutRun = value.replace(/(?:\d+|[a-z]+|[A-Z]+)$/, '')
  return [`${value}\n`, value.slice(0, -1), withoutRun]
}

function fittedStrings(
  seeds: readonly string[],
  lengths: readonly number[],
  fits: (value: string) => boolean,
): string[] {
  const out: string[] = []
  for (const seed of seeds) {
    for (const length of lengths) {
      const fitted = fitLength(seed, length, fits)
      if (fitted !== undefined) out.push(fitted)
    }
  }
  return out
}

/**
 * The seed made `length` code points long, by repeating one of its characters (or `a`, `0`) at
 * one place or by cutting a run of them, such that `fits` accepts it; `undefined` if no such
 * edit does. `sk-ab` to 8 gives `sk-abbbb` for `^sk-[a-z]+$`.
 */
export function fitLength(
  seed: string,
  length: number,
  fits: (value: string) => boolean,
): string | undefined {
  const chars = Array.from(seed)
  if (chars.length === length) return fits(seed) ? seed : undefined
  if (length < 0 || length > MAX_FITTED_LENGTH) return undefined
  if (chars.length > length) {
    const cut = chars.length - length
    for (let at = length; at >= Math.max(0, length - MAX_PLACES); at--) {
      const candidate = [...chars.slice(0, at), ...chars.slice(at + cut)].join('')
      if (fits(candidate)) return candidate
    }
    return undefined
  }
  const more = length - chars.length
  for (let at = chars.length; at >= Math.max(0, chars.length - MAX_PLACES); at--) {
    const fills = new Set([chars[at - 1], chars[at], 'a', '0'])
    for (const fill of fills) {
      if (fill === undefined) continue
      const candidate = [...chars.slice(0, at), fill.repeat(more), ...chars.slice(at)].join('')
      if (fits(candidate)) return candidate
    }
  }
  return undefined
}

// The node's string keywords, judged by the kit's Ajv (lengths in code points, the pattern as
// a Unicode regular expression, the format as Ajv checks it).
/**
 * Whether a string meets a node's string keywords, as the kit's Ajv reads them.
 *
 * @param schema - A node with `type: string`.
 * @returns The judge, compiled once per set of keywords.
 */
export function judgeOf(schema: Node): (value: string) => boolean {
  const part: Node = { type: 'string' }
  for (const key of STRING_KEYWORDS) if (schema[key] !== undefined) part[key] = schema[key]
  // A format the kit's Ajv does not know is not checked by it either.
  if (typeof part.format !== 'string' || !(part.format in knownFormats)) delete part.format
  const key = JSON.stringify(part)
  let judge = judges.get(key)
  if (judge === undefined) {
    try {
      judge = compileSchema(ajv, part)
    } catch {
      judge = () => false
    }
    judges.set(key, judge)
  }
  return judge
}
