import type { JsonSchema } from '@polytool/core'
import type { ProviderSchema } from '@polytool/json-schema'

const NO_PARAMETERS: JsonSchema = Object.freeze({
  type: 'object',
  properties: {},
  additionalProperties: false,
})

/** The schema a converted tool hands LangChain: a Standard JSON Schema that accepts any value. */
export interface LangChainInputSchema {
  /** Does nothing: the schema is a function only so that LangChain's JSON Schema check skips it. */
  (): void
  /** The Standard Schema and Standard JSON Schema interface. */
  readonly '~standard': {
    /** The Standard Schema version. */
    readonly version: 1
    /** Who made the schema. */
    readonly vendor: 'polytool'
    /** Accepts any value unchanged: the tool validates, in polytool's pipeline. */
    readonly validate: (value: unknown) => { readonly value: unknown }
    /** The provider's JSON Schema, a fresh copy for each reader. */
    readonly jsonSchema: {
      /** The provider's JSON Schema of the arguments. */
      readonly input: () => Record<string, unknown>
      /** The same schema: the arguments are not transformed. */
      readonly output: () => Record<string, unknown>
    }
  }
}

/**
 * The tool's schema for LangChain, as a Standard JSON Schema: every chat model integration
 * reads the provider's exact JSON Schema from it (`toJsonSchema` in `@langchain/core`), while
 * LangChain's own input check (`@cfworker/json-schema`) finds no JSON Schema in it and lets the
 * arguments through unchanged. It is a function, as an ArkType type is: the check then returns
 * at once instead of walking an object for keywords. A plain JSON Schema would be checked by
 * LangChain before the tool runs, and a wrong argument would reach the model as LangChain's
 * "did not match expected schema" instead of polytool's `ValidationError`; a Zod schema would
 * be parsed and transformed. polytool's pipeline validates once, inside the tool.
 */
export function langChainInputSchema(providerSchema: ProviderSchema): LangChainInputSchema {
  const schema = providerSchema.schema ?? NO_PARAMETERS
  // The emitted schema is frozen and shared: each reader gets its own copy.
  const copy = () => structuredClone(schema) as Record<string, unknown>
  const standard = {
    version: 1,
    vendor: 'polytool',
    validate: (value: unknown) => ({ value }),
    jsonSchema: { input: copy, output: copy },
  } as const
  return Object.assign(function polytoolSchema() {}, { '~standard': standard })
}
