// What Node gives for a playground case: the source run with the real library, made a tool with
// its adapter's createTool, and the tool's entry for the provider (`toProviderTool`), which is
// what an application sends. JSON Schema goes through `toProviderSchema`.
import { createTool as arktypeTool } from '@polytool/arktype'
import { toProviderSchema, toProviderTool } from '@polytool/json-schema'
import { createTool as valibotTool } from '@polytool/valibot'
import { createTool as zodTool } from '@polytool/zod'
import * as arktype from 'arktype'
import * as valibot from 'valibot'
import * as zod from 'zod'
import { detect, type Library } from '../.vitepress/theme/playground/detect'
import { evaluateSource } from '../.vitepress/theme/playground/evaluate'
import type { PlaygroundCase, Profile } from './playground-cases'

const NAMESPACES: Record<Library, Record<string, unknown>> = { zod, valibot, arktype }
const CREATE_TOOL: Record<Library, (options: never) => unknown> = {
  zod: zodTool,
  valibot: valibotTool,
  arktype: arktypeTool,
}

/** The provider's parameters schema Node makes for the case, as plain JSON. */
export function nodeSchema(input: PlaygroundCase, profile: Profile): unknown {
  const options = optionsOf(profile)
  const detected = detect(input.text)
  if (detected.format === 'json-schema') {
    return plain(toProviderSchema(JSON.parse(input.text), profile.target, options as never).schema)
  }
  if (detected.format !== 'source') throw new Error(`${input.name}: ${detected.hint}`)
  const schema = evaluateSource(
    detected.code,
    detected.library,
    detected.bindings,
    NAMESPACES[detected.library],
  )
  const tool = CREATE_TOOL[detected.library]({
    id: 'playground',
    description: 'A playground case',
    inputSchema: schema,
    execute: async () => null,
  } as never)
  const { payload } = toProviderTool(tool as never, profile.target, options as never)
  return plain(parametersOf(payload as Record<string, any>, profile))
}

function optionsOf(profile: Profile): object {
  if (profile.target === 'gemini') return { mode: profile.mode }
  if (profile.target === 'mcp') return {}
  return { strict: profile.strict }
}

/** Where each provider's tool entry keeps the parameters schema. */
function parametersOf(payload: Record<string, any>, profile: Profile): unknown {
  if (profile.target === 'openai') return payload.function?.parameters ?? payload.parameters
  if (profile.target === 'anthropic') return payload.input_schema
  if (profile.target === 'gemini') return payload[profile.mode ?? 'parameters']
  return payload.inputSchema
}

function plain(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value))
}
