import type { AnyTool } from '@polytool/core'
import { isTool } from '@polytool/core'
import { deepFreeze } from '../freeze'
import { describeValue } from '../json-schema'
import type { ProviderTarget } from '../options'
import { anthropicTool } from './anthropic-tool'
import { type EmittedInput, emitToolInput } from './emit-input'
import { ProviderToolError } from './errors'
import { checkedExamples, withExamples } from './examples'
import { geminiFunctionDeclaration } from './gemini-tool'
import { mcpTool } from './mcp-tool'
import { openAITool } from './openai-tool'
import type { AnyToolOptions } from './options'
import type { ProviderRequestOptions, ProviderToolPayload } from './payloads'
import type { ProviderTool } from './provider-tool'
import { requestBudgetFor } from './request-budgets'
import { toolJsonSchemaOf } from './tool-json-schemas'
import { toolNameProblem } from './tool-names'
import type { ProviderToolWarning } from './warnings'

/** A built tool entry and what its strict input schema uses of the request budget. */
export interface BuiltEntry {
  readonly entry: ProviderTool
  /** Per budget dimension; `undefined` when the entry is not strict or the target has no budget. */
  readonly usage: readonly number[] | undefined
}

const NO_REQUEST_OPTIONS: ProviderRequestOptions = Object.freeze({})
const NO_PARALLEL_CALLS: ProviderRequestOptions = Object.freeze({ parallel_tool_calls: false })

/**
 * Builds a tool's entry for a target. `relaxed` sends it non-strict whatever it asks for (the
 * request budget decided so). The result is deeply frozen.
 */
export function buildEntry(
  tool: unknown,
  target: ProviderTarget,
  options: AnyToolOptions,
  relaxed: boolean,
): BuiltEntry {
  if (!isTool(tool)) {
    throw new ProviderToolError(
      'INVALID_TOOL',
      target,
      [],
      `expected a tool made by createTool (with id, description and needsApproval), received ${describeValue(tool)}`,
    )
  }
  const { api, keepStrict, onUnrepresentable, strict, ...schemaOptions } = options
  const inputJson = toolJsonSchemaOf(tool, 'inputSchema', onUnrepresentable ?? 'throw')
  const input = emitToolInput(tool.id, inputJson.schema, target, schemaOptions, {
    wanted: !relaxed && (strict ?? tool.strict ?? true),
    keep: keepStrict === true,
  })
  // Joined once, at their exact length: every tool keeps its list.
  const { examples, warnings: exampleWarnings } = checkedExamples(tool, input.emitted)
  let warnings = nameWarnings(target, tool.id).concat(
    inputJson.warnings,
    input.warnings,
    exampleWarnings,
  )
  let payload: ProviderToolPayload
  let toStructuredContent: ((output: unknown) => unknown) | undefined
  if (target === 'mcp') {
    const output = toolJsonSchemaOf(tool, 'outputSchema', onUnrepresentable ?? 'throw')
    const description = withExamples(tool.description, examples)
    const parts = mcpTool(tool, description, input, output, schemaOptions)
    payload = parts.payload
    toStructuredContent = parts.toStructuredContent
    warnings = warnings.concat(parts.warnings)
  } else {
    payload = payloadFor(
      target,
      api ?? 'chat-completions',
      schemaOptions.mode,
      tool,
      input,
      examples,
    )
  }
  const entry: ProviderTool = {
    name: tool.id,
    target,
    payload,
    strict: input.strict,
    decode: input.emitted.decode,
    warnings,
    requestOptions: target === 'openai' && input.strict ? NO_PARALLEL_CALLS : NO_REQUEST_OPTIONS,
  }
  // Set after the literal only for MCP, so other entries keep every field inside the object.
  if (toStructuredContent !== undefined)
    (entry as { toStructuredContent?: unknown }).toStructuredContent = toStructuredContent
  const { schema } = input.emitted
  const budget = input.strict && schema !== undefined ? requestBudgetFor(target) : undefined
  return {
    entry: freezeEntry(entry),
    usage: schema === undefined ? undefined : budget?.usage(schema),
  }
}

function payloadFor(
  target: Exclude<ProviderTarget, 'mcp'>,
  api: 'chat-completions' | 'responses',
  mode: 'parameters' | 'parametersJsonSchema' | undefined,
  tool: AnyTool,
  input: EmittedInput,
  examples: Record<string, unknown>[],
): ProviderToolPayload {
  switch (target) {
    case 'openai':
      return openAITool(api, tool.id, withExamples(tool.description, examples), input)
    case 'anthropic':
      return anthropicTool(tool.id, tool.description, input, examples)
    case 'gemini':
      return geminiFunctionDeclaration(
        mode ?? 'parameters',
        tool.id,
        withExamples(tool.description, examples),
        input,
      )
  }
}

const NO_WARNINGS: readonly ProviderToolWarning[] = Object.freeze([])

function nameWarnings(target: ProviderTarget, name: string): readonly ProviderToolWarning[] {
  const problem = toolNameProblem(target, name)
  if (problem === undefined) return NO_WARNINGS
  if (problem.enforced) {
    throw new ProviderToolError('INVALID_TOOL_NAME', target, [name], problem.message)
  }
  return [
    { tool: name, schema: undefined, pointer: '', code: 'TOOL_NAME', message: problem.message },
  ]
}

// The warnings are flat records: frozen one by one, not searched for objects key by key.
function freezeEntry(entry: ProviderTool): ProviderTool {
  for (const warning of entry.warnings) Object.freeze(warning)
  Object.freeze(entry.warnings)
  deepFreeze(entry.payload)
  return Object.freeze(entry)
}
