import { Type } from 'typebox'
import { standard } from '../standard'

// Schemas beyond the kit's cases where a review found TypeBox and the emitted JSON Schema
// apart; the drift proof (packages/drift) judges each on these values, the string probes it
// adds, and more: a `RegExp` given as `pattern` was emitted as `{}`.

/** Each with the values that showed the gap. */
export const typeboxExtraCases = [
  {
    name: 'regexObjectPattern',
    schema: standard(
      Type.Object({
        a: Type.String({ pattern: /^[\d-z]+$/ }),
        b: Type.String({ pattern: /^ab$/i }),
        c: Type.String({ pattern: /^.$/ }),
      }),
    ),
    samples: [
      { a: '-', b: 'AB', c: '😀' },
      { a: 'a', b: 'ab', c: 'a' },
      { a: '', b: '', c: '' },
    ],
  },
  {
    name: 'unicodePattern',
    schema: standard(Type.Object({ a: Type.String({ pattern: '^\\p{L}+$' }) })),
    samples: [{ a: 'é' }, { a: '1' }, { a: '😀' }],
  },
]
