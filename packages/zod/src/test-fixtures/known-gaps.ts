import type { ConformanceOptions } from '@polytool/conformance'

// What Zod's JSON Schema conversion cannot say exactly, and where its issues differ from the
// kit's expectations. Classic Zod and Zod mini share this core, and so share these gaps.
export const knownGaps = {
  lossy: {
    date: 'JSON Schema has no Date type',
    bigint: 'JSON Schema has no bigint type',
    transform: 'the output is what the transform function returns',
    refinement: 'a refine() function cannot be expressed in JSON Schema',
  },
  looser: {
    url: 'z.url() accepts what the URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
    multipleOf:
      'multipleOf() tolerates float error: it accepts 1e-300 and 2^53 - 1 for multipleOf(5)',
  },
  issuePaths: {
    strictObject: {
      reason: 'Zod reports unknown keys in one issue on the object, listing the keys',
      paths: [[[]], [['a']]],
    },
  },
} satisfies Pick<ConformanceOptions, 'lossy' | 'looser' | 'issuePaths'>
