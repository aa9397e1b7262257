// What Node gives for a playground case: the source run with the real library, made a tool with
// its adapter's createTool, and the tool's entry for the provider (`toProviderTool`), which is
// what an application sends. JSON Schema goes through `toProviderSchema`. For a model's
// arguments, the verdict the application gets from the tool's own schema after decoding.
import { createTool as arktypeTool } from '@polytool/arktype'
import { createTool as coreTool, type StandardSchemaV1 } from '@polytool/core'
import { fromJsonSchema, toProviderSchema, toProviderTool } from '@polytool/json-schema'
import { createTool as valibotTool } from '@polytool/valibot'
import { createTool as zodTool } from '@polytool/zod'
import * as arktype from 'arktype'
import * as valibot from 'valibot'
import * as zod from 'zod'
import { detect, type Library } from '../.vitepress/theme/playground/detect'
import { evaluateSource } from '../.vitepress/theme/playground/evaluate'
import type { ArgumentsCase, PlaygroundCase, Profile } from './playground-cases'

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

/** What Node says of a model's arguments: accepted, or the issues (path with dots, message). */
export interface Verdict {
  readonly accepted: boolean
  readonly issues: readonly string[]
}

/**
 * The verdict an application gets: the arguments decoded with the tool's entry for the provider
 * (`toProviderTool(...).decode`), then validated with the tool's own schema (the library's, or
 * for JSON Schema `fromJsonSchema`'s).
 */
export async function nodeVerdict(input: ArgumentsCase): Promise<Verdict> {
  const { profile } = input
  const detected = detect(input.text)
  const schema =
    detected.format === 'json-schema'
      ? fromJsonSchema(JSON.parse(input.text))
      : detected.format === 'source'
        ? (evaluateSource(
            detected.code,
            detected.library,
            detected.bindings,
            NAMESPACES[detected.library],
          ) as StandardSchemaV1)
        : undefined
  if (schema === undefined) throw new Error(`${input.name}: the schema could not be read`)
  const create = detected.format === 'source' ? CREATE_TOOL[detected.library] : coreTool
  const tool = create({
    id: 'playground',
    description: 'A playground case',
    inputSchema: schema,
    execute: async () => null,
  } as never)
  const { decode } = toProviderTool(tool as never, profile.target, optionsOf(profile) as never)
  const result = await schema['~standard'].validate(decode(JSON.parse(input.args)))
  return {
    accepted: result.issues === undefined,
    issues: (result.issues ?? []).map(
      (issue) =>
        `${(issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.') || '/'} ${issue.message}`,
    ),
  }
}
