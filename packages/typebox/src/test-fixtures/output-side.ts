import { extractJsonSchema, withAdapter } from '@polytool/core'
import { typeboxAdapter } from '../adapter'
import { standard } from '../standard'

type TypeBoxType = Parameters<typeof standard>[0]

/** The output side's JSON Schema of a TypeBox type, through the adapter, losses kept. */
export const extractOutput = (type: TypeBoxType) =>
  extractJsonSchema(withAdapter(standard(type), typeboxAdapter), {
    io: 'output',
    onUnrepresentable: 'any',
  })
