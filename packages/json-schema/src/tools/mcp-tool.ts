import type { AnyTool } from '@polytool/core'
import type { McpSchemaOptions } from '../options'
import { toProviderSchema } from '../to-provider-schema'
import type { EmittedInput } from './emit-input'
import { ProviderToolError } from './errors'
import type { McpToolListing, ObjectJsonSchema } from './payloads'
import type { ToolJsonSchema } from './tool-json-schemas'
import type { ProviderToolWarning } from './warnings'

/** An MCP tool listing, and how to shape `structuredContent` for its output schema. */
export interface McpToolParts {
  readonly payload: McpToolListing
  readonly warnings: readonly ProviderToolWarning[]
  /** Turns the tool's output into `structuredContent`; present when the tool has an output schema. */
  readonly toStructuredContent: ((output: unknown) => unknown) | undefined
}

/**
 * An MCP tool listing: `title` from the annotations, annotations and `_meta` as given, and the
 * output schema wrapped in an object when its root is not one (MCP requires an object root). `description` may
 * carry the tool's examples.
 */
export function mcpTool(
  tool: AnyTool,
  description: string,
  input: EmittedInput,
  output: ToolJsonSchema,
  options: McpSchemaOptions,
): McpToolParts {
  const annotations = tool.mcp?.annotations
  const meta = tool.mcp?._meta
  const warnings: ProviderToolWarning[] = [...output.warnings]
  let outputSchema: ObjectJsonSchema | undefined
  let toStructuredContent: ((output: unknown) => unknown) | undefined
  if (output.schema !== undefined) {
    const emitted = toProviderSchema(output.schema, 'mcp', options)
    outputSchema = emitted.schema as ObjectJsonSchema
    toStructuredContent = emitted.encode
    if (emitted.wrappedIn !== undefined) {
      warnings.push({
        tool: tool.id,
        schema: 'outputSchema',
        pointer: '',
        code: 'OUTPUT_WRAPPED',
        message: `MCP output schemas have an object root: the output is wrapped in { "${emitted.wrappedIn}": … }, in structuredContent too`,
      })
    }
  }
  const payload: McpToolListing = {
    name: tool.id,
    ...(annotations?.title === undefined ? {} : { title: annotations.title }),
    description,
    inputSchema: input.emitted.schema as ObjectJsonSchema,
    ...(outputSchema === undefined ? {} : { outputSchema }),
    ...(annotations === undefined
      ? {}
      : { annotations: copyOf(annotations, tool.id, 'annotations') }),
    ...(meta === undefined ? {} : { _meta: copyOf(meta, tool.id, '_meta') }),
  }
  return { payload, warnings, toStructuredContent }
}

// A copy, so that freezing the listing leaves the tool's own objects alone.
function copyOf<T>(value: T, toolId: string, what: string): T {
  try {
    return structuredClone(value)
  } catch (error) {
    throw new ProviderToolError(
      'INVALID_TOOL',
      'mcp',
      [toolId],
      `mcp.${what} of "${toolId}" must be plain data to be listed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }
}
