import { eachSubschema, markUnrepresentable, type UnrepresentableCode } from '@polytool/core'

// Where `markUnrepresentable` keeps its tags: plain JSON, until core reads them.
const TAGS = 'x-polytool-unrepresentable'

/**
 * Tags every union (`anyOf`, `oneOf`) with an option the converter could not write, and wrote
 * as `{}`: the union then accepts any value, so the loss is the union's, and core reports it at
 * the union's pointer, where the value that fails the tool passes the schema.
 *
 * @param schema - The converter's output, changed in place.
 * @returns The same schema.
 */
export function markOpenUnions<T extends object>(schema: T): T {
  eachSubschema(schema, (node) => {
    for (const keyword of ['anyOf', 'oneOf']) {
      const options = node[keyword]
      if (!Array.isArray(options)) continue
      for (const option of options) {
        if (typeof option !== 'object' || option === null) continue
        const tags = (option as Record<string, unknown>)[TAGS]
        if (!Array.isArray(tags) || Object.keys(option).some((key) => !key.startsWith('x-'))) {
          continue
        }
        for (const { code, message } of tags as { code: UnrepresentableCode; message: string }[]) {
          markUnrepresentable(
            node,
            code,
            `an option of this union is written as {}, so the union accepts any value: ${message}`,
          )
        }
      }
    }
  })
  return schema
}
