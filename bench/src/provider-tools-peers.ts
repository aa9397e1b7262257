import { tool as langchainTool } from '@langchain/core/tools'
import { convertToOpenAITool } from '@langchain/core/utils/function_calling'
import { RequestContext } from '@mastra/core/request-context'
import { createTool as createMastraTool } from '@mastra/core/tools'
import { makeCoreTool } from '@mastra/core/utils'
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { tool as agentsTool } from '@openai/agents'
import type { AnyTool } from '@polytool/core'
import { checkProviderSchema, type ProviderTarget, toProviderTools } from '@polytool/json-schema'
import { createTool } from '@polytool/zod'
import { asSchema, zodSchema } from 'ai'
import type { z } from 'zod'
import { type CorpusTool, corpusSchemaBuilders, corpusTools } from './corpus-tools'
import { type BenchReport, compareCold, formatNs } from './measure'

const TOOLS = 60

/** Fresh Zod schemas of the corpus tools: each side makes its own tools of them, on its clock. */
interface ToolSet {
  readonly corpus: readonly CorpusTool[]
  readonly schemas: readonly z.ZodObject[]
}

/** A peer's cold tool list for a provider: the provider schemas it would send. */
interface Peer {
  readonly name: string
  readonly targets: readonly ProviderTarget[]
  /**
   * What the peer does to a list of fresh tools: each tool's input JSON Schema, or a promise of
   * them where the peer answers through a request handler that converts synchronously.
   */
  convert(set: ToolSet, target: ProviderTarget): unknown[] | Promise<unknown[]>
}

const noop = async () => ''
const silentLogger = new Proxy({}, { get: () => () => {} })

const peers: readonly Peer[] = [
  {
    // `tool({ inputSchema: zodSchema(...) })`: the SDK reads `.jsonSchema` once per request and
    // hands it to the provider package, the same for every provider.
    name: 'AI SDK (zodSchema)',
    targets: ['openai', 'anthropic', 'gemini'],
    convert: (set) => set.schemas.map((schema) => syncJson(asSchema(zodSchema(schema)).jsonSchema)),
  },
  {
    // Mastra's agent builds each tool's AI SDK tool with `makeCoreTool` for a request, and the
    // AI SDK reads its `.jsonSchema`; without a model, no provider's compat layer is applied.
    name: 'Mastra (makeCoreTool)',
    targets: ['openai', 'anthropic', 'gemini'],
    convert: (set) =>
      set.schemas.map((schema, index) => {
        const listed = set.corpus[index]!
        const made = createMastraTool({
          id: listed.name,
          description: listed.description,
          inputSchema: schema,
          execute: noop,
        })
        const core = makeCoreTool(
          made as never,
          {
            name: listed.name,
            requestContext: new RequestContext(),
            logger: silentLogger,
          } as never,
          'tool',
        ) as unknown as Record<'parameters' | 'inputSchema', { jsonSchema: unknown } | undefined>
        // Mastra names the field after the AI SDK version it builds for.
        return syncJson((core.parameters ?? core.inputSchema)?.jsonSchema)
      }),
  },
  {
    name: 'LangChain.js (convertToOpenAITool, strict)',
    targets: ['openai'],
    convert: (set) =>
      set.schemas.map((schema, index) => {
        const listed = set.corpus[index]!
        const made = langchainTool(noop, {
          name: listed.name,
          description: listed.description,
          schema,
        })
        return convertToOpenAITool(made, { strict: true }).function.parameters
      }),
  },
  {
    // The Agents SDK converts when the tool is made: making it is its whole cold cost.
    name: 'OpenAI Agents SDK (tool(), strict)',
    targets: ['openai'],
    convert: (set) =>
      set.schemas.map((schema, index) => {
        const listed = set.corpus[index]!
        try {
          return agentsTool({
            name: listed.name,
            description: listed.description,
            parameters: schema as never,
            strict: true,
            execute: noop,
          }).parameters
        } catch (error) {
          // A tool the SDK refuses to make strict: reported, and the peer marked as not accepted.
          return { rejected: String(error) }
        }
      }),
  },
  {
    name: 'MCP SDK (tools/list)',
    targets: ['mcp'],
    convert: async (set) => {
      // Registering is part of the SDK's cold cost, as `createTool` is part of polytool's.
      const mcp = new McpServer({ name: 'bench', version: '1.0.0' })
      set.corpus.forEach((listed, index) => {
        mcp.registerTool(
          listed.name,
          { description: listed.description, inputSchema: set.schemas[index]! },
          async () => ({ content: [] }),
        )
      })
      const handlers = (mcp.server as unknown as { _requestHandlers: Map<string, Handler> })
        ._requestHandlers
      // The handler converts every tool before it returns; the promise only wraps the result.
      const listed = (await handlers.get('tools/list')!(
        { method: 'tools/list', params: {} },
        {},
      )) as { tools: { inputSchema: unknown }[] }
      return listed.tools.map((entry) => entry.inputSchema)
    },
  },
]

type Handler = (request: unknown, extra: unknown) => Promise<unknown>

function syncJson(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && 'then' in value) {
    throw new Error('the AI SDK returned its JSON Schema asynchronously')
  }
  return value
}

function freshSet(corpus: readonly CorpusTool[], fresh: number): ToolSet {
  const schemas = corpus.map(
    (listed) =>
      corpusSchemaBuilders.zod(listed.inputSchema, `(#${fresh})`) as unknown as z.ZodObject,
  )
  return { corpus, schemas }
}

/** polytool's cold list: a tool made with `createTool` per schema, then the provider's list. */
function polytoolList(set: ToolSet, target: ProviderTarget): unknown {
  const tools = set.corpus.map(
    (listed, index) =>
      createTool({
        id: listed.name,
        description: listed.description,
        inputSchema: set.schemas[index]!,
      }) as AnyTool,
  )
  return toProviderTools(tools, target)
}

// The first rule the provider would refuse a schema the peer emitted for, by polytool's checker
// of the provider's rules: strict mode for OpenAI and Anthropic, Gemini's JSON Schema field
// (`parametersJsonSchema`), MCP's listing; `undefined` when the provider accepts them all.
function refusal(schemas: readonly unknown[], target: ProviderTarget): string | undefined {
  const options =
    target === 'openai' || target === 'anthropic'
      ? { strict: true }
      : target === 'gemini'
        ? { mode: 'parametersJsonSchema' }
        : {}
  for (const [index, schema] of schemas.entries()) {
    if (schema !== null && typeof schema === 'object' && 'rejected' in schema)
      return `tool ${index}: the peer refused it: ${String(schema.rejected)}`.slice(0, 160)
    const violation = checkProviderSchema(withoutDialect(schema), target, options as never)[0]
    if (violation !== undefined) return `tool ${index}: ${violation.message}`.slice(0, 160)
  }
  return undefined
}

// A root `$schema` is left out before the check: some provider packages drop it on the way, and
// the mark is about what the schema asks of the model.
function withoutDialect(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || !('$schema' in schema)) return schema
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>
  return rest
}

/**
 * Cold tool lists of 60 real MCP tools (GitHub's MCP server) in Zod, polytool against each peer
 * a user would pick instead (the AI SDK, Mastra, LangChain.js, the OpenAI Agents SDK, the MCP
 * SDK), where the peer has that provider, side by side on fresh schemas. Each side makes its own
 * tools on its clock (polytool's `createTool`, which converts already, the MCP SDK's
 * `registerTool`, Mastra's `createTool`, the Agents SDK's `tool()`), then its list.
 * Each peer is marked by whether the provider accepts what it emits (strict for OpenAI and
 * Anthropic); polytool must be ahead of each peer whose schemas are accepted.
 */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: `Cold tool list of ${TOOLS} real MCP tools (Zod): polytool vs. the peers, per provider`,
    lines: [],
    targets: [],
  }
  const corpus = corpusTools(TOOLS)
  for (const peer of peers) {
    for (const target of peer.targets) {
      const refused = refusal(await peer.convert(freshSet(corpus, -1), target), target)
      const valid = refused === undefined
      const cold = compareCold((fresh) => [freshSet(corpus, fresh)], {
        peer: (set) => peer.convert(set, target),
        polytool: (set) => polytoolList(set, target),
      })
      const ratio = cold.ratios.polytool!
      report.lines.push(
        `${target.padEnd(9)} ${peer.name.padEnd(44)} ${formatNs(cold.times.peer! / TOOLS).padStart(9)}/tool  polytool ${formatNs(cold.times.polytool! / TOOLS).padStart(9)}/tool  ${ratio.toFixed(2)}x  ${valid ? 'accepted' : 'NOT accepted'}`,
      )
      if (refused !== undefined) report.lines.push(`          refused: ${refused}`)
      if (valid) {
        report.targets.push({
          label: `${target}: polytool cold list / ${peer.name}`,
          measured: ratio,
          limit: 1,
          met: ratio <= 1,
        })
      }
    }
  }
  return report
}
