import type { ProviderSchemaOptions, ProviderTarget } from '../options'
import type { ProviderProfileId } from '../rules'

/** One target with the options that select one of its profiles. */
export interface TestProfile {
  readonly id: ProviderProfileId
  readonly target: ProviderTarget
  readonly options: ProviderSchemaOptions
  readonly strict: boolean
}

/** Every profile an emitter serves: strict and non-strict, both Gemini modes, MCP. */
export const PROFILES: readonly TestProfile[] = [
  { id: 'openai-strict', target: 'openai', options: { strict: true }, strict: true },
  { id: 'openai', target: 'openai', options: { strict: false }, strict: false },
  { id: 'anthropic-strict', target: 'anthropic', options: { strict: true }, strict: true },
  { id: 'anthropic', target: 'anthropic', options: { strict: false }, strict: false },
  { id: 'gemini-parameters', target: 'gemini', options: { mode: 'parameters' }, strict: true },
  {
    id: 'gemini-json-schema',
    target: 'gemini',
    options: { mode: 'parametersJsonSchema' },
    strict: true,
  },
  { id: 'mcp', target: 'mcp', options: {}, strict: false },
]
