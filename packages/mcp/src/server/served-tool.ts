import type { Tool as McpToolListing } from '@modelcontextprotocol/sdk/types.js'
import { type AnyTool, toolJsonSchema } from '@polytool/core'
import { type McpSchemaOptions, type ProviderSchema, toProviderSchema } from '@polytool/json-schema'

/** A tool as an MCP server serves it: its listing and the codecs between MCP and the tool. */
export interface ServedTool {
  readonly tool: AnyTool
  readonly listing: McpToolListing
  /** Turns the arguments a client sends into the tool's input (unwraps a wrapped root). */
  readonly decodeInput: (args: unknown) => unknown
  /** The `structuredContent` for an output, or `undefined` when the tool has no output schema. */
  readonly structure: (output: unknown) => Record<string, unknown> | undefined
}

/**
 * The MCP listing of a tool, as `tools/list` returns it.
 *
 * @param tool - a tool made by `createTool`
 * @param schemaOptions - options of the emitted MCP schemas
 * @returns the tool's entry of a `tools/list` answer
 *
 * @example
 * ```ts fragment
 * import { toMcpToolListing } from '@polytool/mcp'
 *
 * declare const weatherTool: import('@polytool/core').AnyTool
 *
 * toMcpToolListing(weatherTool)
 * // { name: 'weather-tool', description: '…', inputSchema: { type: 'object', … } }
 * ```
 */
export function toMcpToolListing(tool: AnyTool, schemaOptions?: McpSchemaOptions): McpToolListing {
  return serveTool(tool, schemaOptions).listing
}

const NO_PARAMETERS = Object.freeze({ type: 'object', additionalProperties: false } as const)

/**
 * Builds the MCP listing of a tool: `name` (the id), `title` (from `mcp.annotations.title`),
 * `description`, `inputSchema` and `outputSchema` through the MCP emitter, and `annotations`
 * and `_meta` exactly as given. Schema errors surface here, when the tools are registered.
 */
export function serveTool(tool: AnyTool, schemaOptions: McpSchemaOptions = {}): ServedTool {
  const input = providerSchema(tool, 'inputSchema', schemaOptions)
  const output = providerSchema(tool, 'outputSchema', schemaOptions)
  const { annotations, _meta } = tool.mcp ?? {}
  const listing: McpToolListing = {
    name: tool.id,
    ...(annotations?.title === undefined ? {} : { title: annotations.title }),
    description: tool.description,
    inputSchema: (input?.schema ?? NO_PARAMETERS) as McpToolListing['inputSchema'],
    ...(output === undefined
      ? {}
      : { outputSchema: output.schema as NonNullable<McpToolListing['outputSchema']> }),
    ...(annotations === undefined ? {} : { annotations }),
    ...(_meta === undefined ? {} : { _meta }),
  }
  return {
    tool,
    listing,
    decodeInput: input?.decode ?? ((args) => args),
    structure: output === undefined ? () => undefined : structureFor(output, schemaOptions),
  }
}

function providerSchema(
  tool: AnyTool,
  option: 'inputSchema' | 'outputSchema',
  schemaOptions: McpSchemaOptions,
): ProviderSchema<'mcp'> | undefined {
  const jsonSchema = toolJsonSchema(tool, option)
  return jsonSchema === undefined ? undefined : toProviderSchema(jsonSchema, 'mcp', schemaOptions)
}

// The emitter wraps a root that is not an object as `{ [wrapKey]: root }`, and its decode
// plan unwraps it. Probing the plan tells whether this schema was wrapped, so the output is
// wrapped the same way and `structuredContent` conforms to the listed `outputSchema`.
function structureFor(output: ProviderSchema<'mcp'>, schemaOptions: McpSchemaOptions) {
  const wrapKey = schemaOptions.wrapKey ?? 'value'
  const probe = {}
  const wrapped = output.decode({ [wrapKey]: probe }) === probe
  return (value: unknown): Record<string, unknown> => {
    const json = toJson(value)
    return wrapped ? { [wrapKey]: json } : (json as Record<string, unknown>)
  }
}

// structuredContent travels as JSON: a value JSON cannot carry (a cycle, a bigint) throws
// here, where the call reports it, instead of breaking the response.
function toJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null))
}
