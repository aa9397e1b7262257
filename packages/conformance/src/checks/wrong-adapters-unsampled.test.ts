import { markUnrepresentable } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { conformanceCases } from '../cases'
import { objectOf, STRING } from '../reference'
import { nestedUser, oneToThreeStrings, passwordsMatch } from './test-fixtures/case-validators'
import { adapterEmitting, problemsOf } from './test-fixtures/handmade-adapters'

// Adapters wrong on purpose where no sample, adversarial or generated value of the case lands:
// only values built from the emitted schema's own keywords reach them, and the keywords read
// beside the case's reference. Each must fail the kit twice over, with the direction, target,
// side, schema node and value or keyword named.

const STRICTER =
  'input side, draft-2020-12: validator stricter than schema (a model following the schema gets an error)'
const LOOSER = 'input side, draft-2020-12: validator looser than schema'
const UNLIKE = "unlike the case's reference on the input side, target draft-2020-12, at schema node"
const LOST = 'the schema admits values the case refuses'
const ADDED = 'the schema refuses values the case admits'

// The nestedObject case's schema, with `address` and `user` as given.
const nested = (address: object, user: object = {}) => ({
  type: 'object',
  properties: {
    user: {
      ...objectOf({ name: STRING, address }, ['name', 'address']),
      ...user,
    },
  },
  required: ['user'],
})
const city = { city: STRING }

// The arrayLength case's schema, with its items as given.
const strings = (items: object) => ({ type: 'array', items, minItems: 1, maxItems: 3 })

describe('the kit fails a schema that lets the model send less than the validator needs', () => {
  it('`required` replaced by `minProperties`: any one key passes for the required one', async () => {
    const { text } = await problemsOf(
      nestedUser,
      adapterEmitting(() => nested({ type: 'object', properties: city, minProperties: 1 })),
      conformanceCases.nestedObject,
    )
    expect(text).toMatch(
      new RegExp(
        `${escaped(STRICTER)} at schema node /properties/user/properties/address/properties/city: value \\{"user":\\{[^\\n]*"address":\\{"[^c"][^"]*":[^\\n]*; Ajv accepts; the library rejects \\(user\\.address\\.city: "a string"\\)`,
      ),
    )
    expect(text).toContain(
      `${UNLIKE} /properties/user/properties/address: required lost (reference "city"); ${LOST}`,
    )
    expect(text).toContain(
      `${UNLIKE} /properties/user/properties/address: minProperties added (emitted 1); ${ADDED}`,
    )
  })

  it('a required key dropped for `minProperties`, in a case declared lossy for its refinement', async () => {
    const { text } = await problemsOf(
      passwordsMatch,
      adapterEmitting(() =>
        markUnrepresentable(
          {
            ...objectOf({ password: STRING, confirm: STRING }, ['confirm']),
            minProperties: 2,
          },
          'refinement',
          'confirm must equal password',
        ),
      ),
      conformanceCases.refinement,
      {
        lossy: {
          code: 'refinement',
          pointer: '/properties/confirm',
          direction: 'stricter',
          reason: 'a function',
        },
      },
    )
    expect(text).toContain(
      'the declared gap (lossy refinement at /properties/confirm (both sides)) does not explain',
    )
    expect(text).toMatch(
      new RegExp(
        `${escaped(STRICTER)} at schema node /properties/password: value \\{[^\\n]*\\}; Ajv accepts; the library rejects \\(password: "a string"\\); the case's reference schema rejects it, so the emitted schema lost a constraint JSON Schema can state`,
      ),
    )
    expect(text).toContain(`${UNLIKE} (root): required lost (reference "password"); ${LOST}`)
    expect(text).toContain(`${UNLIKE} (root): minProperties added (emitted 2); ${ADDED}`)
  })

  it('array items widened with an object branch of five keys at least', async () => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => strings({ anyOf: [STRING, { type: 'object', minProperties: 5 }] })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(
      new RegExp(
        `${escaped(STRICTER)} at schema node /items: value \\[\\{("[^"]+":[^,}]+,){4,}[^\\n]*; Ajv accepts; the library rejects \\(0: "expected a string"\\)`,
      ),
    )
    expect(text).toContain(
      `${UNLIKE} /items: type lost (reference ["string"], emitted ["string","object"]); ${LOST}`,
    )
  })
})

describe('the kit fails a schema that forbids what the validator accepts', () => {
  it('a `dependentSchemas` that refuses an object holding a key no sample has', async () => {
    const { text } = await problemsOf(
      nestedUser,
      adapterEmitting(() => nested(objectOf(city, ['city']), { dependentSchemas: { zz9: false } })),
      conformanceCases.nestedObject,
    )
    expect(text).toMatch(
      new RegExp(
        `${escaped(LOOSER)} at schema node /properties/user/dependentSchemas/zz9: value \\{"user":\\{[^\\n]*"zz9":[^\\n]*; Ajv rejects \\(/user boolean schema is false \\[/properties/user/dependentSchemas/zz9/false schema\\]\\); the library accepts; the case's reference schema accepts it, so the emitted schema holds a constraint the case does not`,
      ),
    )
    expect(text).toContain(
      `${UNLIKE} /properties/user: dependentSchemas/zz9 added (emitted false); ${ADDED}`,
    )
  })

  it('a `maxProperties` on an object that keeps unknown keys', async () => {
    const { text } = await problemsOf(
      nestedUser,
      adapterEmitting(() => nested({ ...objectOf(city, ['city']), maxProperties: 3 })),
      conformanceCases.nestedObject,
    )
    expect(text).toContain(
      `${LOOSER} at schema node /properties/user/properties/address: value {"user":{`,
    )
    expect(text).toMatch(
      /must NOT have more than 3 properties \[\/properties\/user\/properties\/address\/maxProperties\]\); the library accepts; the case's reference schema accepts it, so the emitted schema holds a constraint the case does not/,
    )
    expect(text).toContain(
      `${UNLIKE} /properties/user/properties/address: maxProperties added (emitted 3); ${ADDED}`,
    )
  })

  it('a `maxLength` on array items, too long for any sample', async () => {
    const { text } = await problemsOf(
      oneToThreeStrings,
      adapterEmitting(() => strings({ type: 'string', maxLength: 100_000 })),
      conformanceCases.arrayLength,
    )
    expect(text).toMatch(
      new RegExp(
        `${escaped(LOOSER)} at schema node /items: value \\["a+… \\(100005 chars\\); Ajv rejects \\(/0 must NOT have more than 100000 characters \\[/items/maxLength\\]\\); the library accepts; the case's reference schema accepts it, so the emitted schema holds a constraint the case does not`,
      ),
    )
    expect(text).toContain(`${UNLIKE} /items: maxLength added (emitted 100000); ${ADDED}`)
  })
})

describe('the kit passes the same cases emitted as the reference states them', () => {
  it.each([
    ['nestedObject', nestedUser, nested(objectOf(city, ['city']))],
    ['arrayLength', oneToThreeStrings, strings(STRING)],
  ] as const)('%s', async (name, schema, emitted) => {
    const { problems } = await problemsOf(
      schema,
      adapterEmitting(() => structuredClone(emitted)),
      conformanceCases[name],
    )
    expect(problems).toEqual([])
  })
})

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
