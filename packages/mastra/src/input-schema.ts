import type { JsonSchema } from '@polytool/core'

const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: 'object',
  properties: {},
  additionalProperties: false,
})

/**
 * A Standard Schema carrying a JSON Schema, as Mastra takes one for `inputSchema`,
 * `suspendSchema` and `resumeSchema`: Mastra sends the JSON Schema, and its validate step
 * accepts every value as it is. polytool validates once, in the pipeline that `execute` runs,
 * so a wrong argument reaches the model as polytool's `ValidationError` with its paths, and
 * async validators do not run twice.
 */
export interface MastraJsonSchema {
  readonly '~standard': {
    readonly version: 1
    readonly vendor: 'polytool'
    readonly validate: (value: unknown) => { readonly value: unknown }
    readonly jsonSchema: {
      readonly input: (options?: unknown) => Record<string, unknown>
      readonly output: (options?: unknown) => Record<string, unknown>
    }
  }
}

/**
 * The JSON Schema as a Mastra schema. Each read gets its own copy: the emitted schema is frozen
 * and shared, and Mastra's compatibility layers edit what they get.
 */
export function mastraJsonSchema(schema: JsonSchema | undefined): MastraJsonSchema {
  const json = schema ?? NO_PARAMETERS
  const copy = () => structuredClone(json) as Record<string, unknown>
  return {
    '~standard': {
      version: 1,
      vendor: 'polytool',
      validate: (value) => ({ value }),
      jsonSchema: { input: copy, output: copy },
    },
  }
}
