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
