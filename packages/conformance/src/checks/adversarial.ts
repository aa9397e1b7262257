import type { ConformanceCase } from '../case'

// Values of every JSON type, for every case: an object where an array is expected, strings that
// spell numbers (`"NaN"`, `"Infinity"`: some libraries decode them), `null`.
const OTHER_TYPES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  '',
  'x',
  '1',
  'NaN',
  'Infinity',
  '-Infinity',
  [],
  [1],
  ['x'],
  [null],
  {},
  { a: 'x' },
]

// Numbers where float arithmetic, safe integers and `-0` make validators differ.
const EXTREME_NUMBERS: readonly number[] = [
  -0,
  5e-324,
  -5e-324,
  1e-300,
  -1e-300,
  1e-7,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER - 1,
  Number.MAX_SAFE_INTEGER + 1,
  -Number.MAX_SAFE_INTEGER - 1,
  0.9999999999999999,
  1.0000000000000002,
  4.999999999999999,
  5.000000000000001,
  9.999999999999998,
  10.000000000000002,
  1.5,
]

// Strings that are long, or made of characters outside the Basic Multilingual Plane: one code
// point for JSON Schema, two UTF-16 units for JavaScript.
const HOSTILE_STRINGS: readonly string[] = [
  'a'.repeat(10_000),
  '😀',
  'a😀',
  '😀😀😀',
  '𝒳𝒳𝒳𝒳𝒳',
  'é'.normalize('NFD'),
  '\u0000',
]

const EXTRA_KEY = '__extra'

/**
 * The adversarial values of a case, besides its samples and generated values: every JSON type,
 * extreme numbers, long and non-BMP strings, and each valid sample with a key missing, an extra
 * key, an item too many or too few, and each member replaced by a value of another type.
 */
export function adversarialValues(kase: ConformanceCase): unknown[] {
  const values: unknown[] = [...OTHER_TYPES, ...EXTREME_NUMBERS, ...HOSTILE_STRINGS]
  for (const sample of kase.valid) values.push(...mutations(sample.value))
  return values
}

const REPLACEMENTS: readonly unknown[] = [
  null,
  'NaN',
  '1',
  -0,
  5e-324,
  1e308,
  Number.MAX_SAFE_INTEGER + 1,
  1.0000000000000002,
  '😀😀😀',
  [],
  {},
]

// One change at a time, at the top level and one level down, so a failing value stays readable.
function mutations(value: unknown, depth = 0): unknown[] {
  if (depth > 1) return []
  if (Array.isArray(value)) {
    const out: unknown[] = [value.slice(1), [...value, value[0] ?? 'x'], { ...value }]
    value.forEach((item, index) => {
      for (const replacement of [...REPLACEMENTS, ...mutations(item, depth + 1)]) {
        out.push(value.map((other, at) => (at === index ? replacement : other)))
      }
    })
    return out
  }
  if (typeof value !== 'object' || value === null || value instanceof Date) return []
  const record = value as Record<string, unknown>
  const out: unknown[] = [{ ...record, [EXTRA_KEY]: 1 }, Object.values(record)]
  for (const key of Object.keys(record)) {
    const { [key]: _missing, ...rest } = record
    out.push(rest)
    for (const replacement of [...REPLACEMENTS, ...mutations(record[key], depth + 1)]) {
      out.push({ ...record, [key]: replacement })
    }
  }
  return out
}
