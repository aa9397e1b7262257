import { createValidator } from '@polytool/conformance'
import { extractJsonSchema, isValidationError, withAdapter } from '@polytool/core'
import type * as y from 'yup'
import { yupAdapter } from '../adapter'
import { createTool } from '../index'

const ajv = createValidator()

/** The input side's JSON Schema of a Yup schema, through the adapter, losses kept. */
export const emitted = (schema: y.Schema) =>
  extractJsonSchema(withAdapter(schema, yupAdapter), { onUnrepresentable: 'any' })

/** Whether Ajv accepts a value under the emitted JSON Schema. */
export const ajvAccepts = (schema: y.Schema, value: unknown) =>
  ajv.compile(emitted(schema).schema)(value) === true

/** Whether a tool with the schema as its input runs `execute` for a value. */
export const toolAccepts = async (schema: y.Schema, value: unknown) => {
  const tool = createTool({
    id: 'yup_verdicts',
    description: 'Reads a value',
    inputSchema: schema,
    execute: async () => ({ ok: true }),
  })
  return !isValidationError(await tool.execute(value as never))
}

/** The inexact parts of the input side, as `keyword path direction`. */
export const inexactOf = (schema: y.Schema) =>
  emitted(schema).inexact.map(({ keyword, path, direction }) => `${keyword} ${path} ${direction}`)
