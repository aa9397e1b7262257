import { describe, expect, it } from 'vitest'
import { createValidator } from '../ajv'
import { NUMBER_FORMAT_EXAMPLES, STRING_FORMAT_EXAMPLES } from './format-examples'

describe('format examples', () => {
  const ajv = createValidator()
  const known = Object.keys((ajv as unknown as { formats: object }).formats)

  // Some examples sit just past an edge on purpose (a leap second at the wrong offset): each
  // format needs one the kit's Ajv accepts, or a schema of that format gets no value it admits.
  it('cover every format the kit’s Ajv checks, with an example it accepts', () => {
    expect(known.length).toBeGreaterThan(20)
    for (const format of known) {
      const strings = STRING_FORMAT_EXAMPLES[format] ?? []
      const numbers = NUMBER_FORMAT_EXAMPLES[format] ?? []
      expect([...strings, ...numbers].length, `examples of ${format}`).toBeGreaterThan(0)
      const type = strings.length > 0 ? 'string' : 'number'
      const check = ajv.compile({ type, format })
      const accepted = [...strings, ...numbers].filter((example) => check(example))
      expect(accepted, `examples of ${format} Ajv accepts`).not.toEqual([])
    }
  })

  it('name no format the kit’s Ajv does not know', () => {
    const named = [...Object.keys(STRING_FORMAT_EXAMPLES), ...Object.keys(NUMBER_FORMAT_EXAMPLES)]
    expect(named.filter((format) => !known.includes(format))).toEqual([])
  })
})
