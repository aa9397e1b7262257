import type { ConformanceOptions } from '@polytool/conformance'

// What Zod's JSON Schema conversion cannot say exactly, and where its issues differ from the
// kit's expectations. Classic Zod and Zod mini share this core, and so share these gaps.
export const knownGaps = {
  lossy: {
    optionalRefinement: {
      code: 'refinement',
      pointer: '/properties/code',
      direction: 'stricter',
      reason: 'a refine() function cannot be expressed in JSON Schema',
    },
    date: { code: 'date', reason: 'JSON Schema has no Date type' },
    bigint: { code: 'bigint', reason: 'JSON Schema has no bigint type' },
    transform: {
      code: 'transform',
      side: 'output',
      reason: 'the output is what the transform function returns',
    },
    refinement: {
      code: 'refinement',
      // The refine() reports its issue at the path it was given: `confirm`.
      pointer: '/properties/confirm',
      direction: 'stricter',
      reason: 'a refine() function cannot be expressed in JSON Schema',
    },
  },
  looser: {
    multipleOfFraction: {
      keyword: 'multipleOf',
      reason:
        'multipleOf() tolerates float error: it accepts 5e-324 and 1e-300 for multipleOf(0.25)',
    },
    email: {
      keyword: 'format',
      reason:
        "z.email()'s pattern accepts addresses Ajv's `format: email` refuses (a local part with a quote, or over 64 characters)",
    },
    url: {
      keyword: 'format',
      reason:
        'z.url() accepts what the URL parser accepts (e.g. "a:"), more than RFC 3986 `format: uri`',
    },
    multipleOf: {
      keyword: 'multipleOf',
      reason:
        'multipleOf() tolerates float error: it accepts 1e-300 and 2^53 - 1 for multipleOf(5)',
    },
  },
  stripsUnknownKeys: { reason: 'z.object() strips unknown keys: no object it outputs holds one' },
  unlikeReference: {
    email: [
      {
        keyword: 'pattern',
        change: 'added',
        reason: 'z.email() checks its own pattern, which the schema states beside `format: email`',
      },
    ],
    uuid: [
      {
        keyword: 'pattern',
        change: 'changed',
        reason:
          'z.uuid() accepts the RFC 9562 variant of versions 1 to 8, and the nil and max UUIDs, as its pattern says; the case takes any hex UUID',
      },
    ],
    multipleOfFraction: [
      {
        keyword: 'minimum',
        change: 'added',
        reason:
          'multipleOf(0.25) refuses numbers whose quotient by 0.25 overflows to Infinity: the schema states that bound',
      },
      {
        keyword: 'maximum',
        change: 'added',
        reason:
          'multipleOf(0.25) refuses numbers whose quotient by 0.25 overflows to Infinity: the schema states that bound',
      },
    ],
  },
  issuePaths: {
    strictObject: {
      reason: 'Zod reports unknown keys in one issue on the object, listing the keys',
      paths: [[[]], [['a']]],
    },
  },
} satisfies Pick<
  ConformanceOptions,
  'lossy' | 'looser' | 'stripsUnknownKeys' | 'unlikeReference' | 'issuePaths'
>
