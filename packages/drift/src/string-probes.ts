// Strings that tell a regex read with `u` from one read without, flags from none, and Annex B
// syntax from its `u` meaning: characters outside the BMP, case partners beyond ASCII, line
// breaks, and the characters the usual rewrites escape.
const PROBES = [
  '',
  'a',
  'A',
  'ab',
  'AB',
  'aB',
  'abc',
  ' ab ',
  '5',
  '8',
  '-',
  'z',
  '{',
  'a{',
  ']',
  '\\',
  'u',
  'u'.repeat(41),
  'é',
  'É',
  'ſ',
  'K',
  '😀',
  'a😀',
  '😀😀',
  '\n',
  'a\nb',
  'b\n',
]

/**
 * Each sample with each string probe at each of its top-level properties (or as itself, for a
 * string sample).
 *
 * @param samples - A case's samples.
 * @returns The probed values.
 */
export function withStringProbes(samples: readonly unknown[]): unknown[] {
  return samples.flatMap((sample): unknown[] => {
    if (typeof sample === 'string') return PROBES
    if (typeof sample !== 'object' || sample === null || Array.isArray(sample)) return []
    return Object.keys(sample).flatMap((key) =>
      PROBES.map((probe) => ({ ...sample, [key]: probe })),
    )
  })
}
