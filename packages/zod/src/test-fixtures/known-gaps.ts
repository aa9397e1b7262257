import type { ConformanceOptions } from '@polytool/conformance'

// What Zod's JSON Schema conversion cannot say exactly, and where its issues differ from the
// kit's expectations. Classic Zod and Zod mini share this core, and so share these gaps.
export const knownGaps = {
  lossy: {
    date: 'JSON Schema has no Date type',
    bigint: 'JSON Schema has no bigint type',
    transform: 'the output is what the transform function returns',
    refinement: 'a refine() function cannot be expressed in JSON Schema',
    url: 'z.url() accepts what the URL parser accepts (e.g. "a:"), not RFC 3986 `format: uri`',
  },
  issuePaths: {
    strictObject: {
      reason: 'Zod reports unknown keys in one issue on the object, listing the keys',
      paths: [[[]], [['a']]],
    },
  },
} satisfies Pick<ConformanceOptions, 'lossy' | 'issuePaths'>
