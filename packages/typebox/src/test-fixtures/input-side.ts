import { createValidator } from '@polytool/conformance'
import { extractJsonSchema, withAdapter } from '@polytool/core'
import { typeboxAdapter } from '../adapter'
import { standard } from '../standard'

type TypeBoxType = Parameters<typeof standard>[0]

/** The input side's JSON Schema of a TypeBox type, through the adapter, losses kept. */
export const extract = (type: TypeBoxType) =>
  extractJsonSchema(withAdapter(standard(type), typeboxAdapter), {
    io: 'input',
    onUnrepresentable: 'any',
  })

/** The inexact parts of the input side, as `keyword path direction`. */
export const inexactOf = (type: TypeBoxType) =>
  extract(type).inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`)

/** Whether TypeBox's validator accepts a value; a throwing decode counts as refusing it. */
export const accepts = async (type: TypeBoxType, value: unknown) => {
  try {
    return (await standard(type)['~standard'].validate(value)).issues === undefined
  } catch {
    return false
  }
}

const ajv = createValidator()

/**
 * Converts with the adapter, compiles the result with Ajv 2020-12 (which must succeed), and
 * gives Ajv's and TypeBox's answers on each value, `[ajv, typebox]`, with the warnings as
 * `code path`.
 */
export const judge = async (type: TypeBoxType, values: readonly unknown[]) => {
  const { schema, warnings } = extract(type)
  const check = ajv.compile(schema as object)
  const answers: [boolean, boolean][] = []
  for (const value of values) answers.push([check(value), await accepts(type, value)])
  return { schema, answers, warnings: warnings.map(({ code, path }) => `${code} ${path}`) }
}

/** The answers of `judge` when Ajv says what TypeBox says, and TypeBox says `verdicts`. */
export const bothSay = (verdicts: readonly boolean[]) =>
  verdicts.map((verdict): [boolean, boolean] => [verdict, verdict])
