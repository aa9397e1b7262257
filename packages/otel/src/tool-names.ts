import { type Attributes, SpanKind, type SpanOptions } from '@opentelemetry/api'
import { egressText, type ToolCallInfo } from '@polytool/core'
import { ATTR, EXECUTE_TOOL } from './attributes'
import { spanText, type TextGate } from './text-gate'

/**
 * The `gen_ai.tool.name` of every call to a tool the host does not have, on metrics and in the
 * span name: the model invents such names, and one series per invented name would push the
 * real tools' series into the SDK's cardinality overflow.
 */
export const UNKNOWN_TOOL = '_unknown'

// A tool name on a span: longer names (only a model's invention can be this long) are cut.
const MAX_SPAN_NAME = 200
// Known tools whose names are kept, so that a call does not pass them through the gate again.
const MAX_CACHED = 1024

/** How one call's tool is named on its span and on its metric points. */
export interface CallNames {
  /** `execute_tool {gen_ai.tool.name}`, with the bucket for an unknown tool. */
  readonly spanName: string
  /**
   * The span's attributes that name the tool: `gen_ai.operation.name`, `gen_ai.tool.name` (the
   * name the model called, cut), `polytool.tool.id` where it differs, the type and description.
   */
  readonly spanAttributes: Attributes
  /**
   * The options of a span with exactly `spanAttributes` and no links: kept with the names, so
   * that a call without a call id or links allocates none. Frozen: every such call shares it.
   */
  readonly spanOptions: SpanOptions
  /** The same for metric points: an unknown tool's name is the bucket `UNKNOWN_TOOL`. */
  readonly metricAttributes: Attributes
}

interface Cached {
  readonly toolId: string
  readonly toolName: string
  readonly description: string
  readonly names: CallNames
}

/**
 * Names calls after the name the model called the tool by. Where that differs from the tool's id
 * (a runtime whose `tools` record names the tool otherwise), the id is `polytool.tool.id`. The
 * names of known tools are kept (at most `MAX_CACHED`): they are the host's, and few.
 */
export class ToolNames {
  readonly #known = new Map<string, Cached>()
  // The names last returned for a known tool: a host calling one tool again skips the map.
  #last: Cached | undefined

  /**
   * The names of the call `info` describes; an unknown tool's name (the model's invention, which
   * may quote a request-context value) goes through `gate`, the call's text gate.
   */
  of(info: ToolCallInfo, gate: TextGate = spanText): CallNames {
    const toolName = typeof info.toolName === 'string' ? info.toolName : info.toolId
    const description = typeof info.description === 'string' ? info.description : ''
    if (info.unknownTool === true) return unknownNames(toolName, gate)
    const { toolId } = info
    const last = this.#last
    if (last !== undefined && isFor(last, toolId, toolName, description)) return last.names
    const cached = this.#known.get(toolId)
    if (cached !== undefined && isFor(cached, toolId, toolName, description)) {
      this.#last = cached
      return cached.names
    }
    const names = knownNames(toolId, toolName, description)
    if (cached !== undefined || this.#known.size < MAX_CACHED) {
      const entry = { toolId, toolName, description, names }
      this.#known.set(toolId, entry)
      this.#last = entry
    }
    return names
  }
}

function isFor(cached: Cached, toolId: string, toolName: string, description: string): boolean {
  return (
    cached.toolId === toolId && cached.toolName === toolName && cached.description === description
  )
}

function unknownNames(toolName: string, gate: TextGate): CallNames {
  const spanAttributes: Attributes = {
    [ATTR.operationName]: EXECUTE_TOOL,
    [ATTR.toolName]: gate(toolName, MAX_SPAN_NAME),
    [ATTR.toolType]: 'function',
  }
  return {
    spanName: `${EXECUTE_TOOL} ${UNKNOWN_TOOL}`,
    spanAttributes,
    spanOptions: optionsOf(spanAttributes),
    metricAttributes: { [ATTR.toolName]: UNKNOWN_TOOL },
  }
}

function knownNames(toolId: string, toolName: string, description: string): CallNames {
  const spanToolName = spanText(toolName, MAX_SPAN_NAME)
  const differs = toolName !== toolId
  const spanAttributes: Attributes = {
    [ATTR.operationName]: EXECUTE_TOOL,
    [ATTR.toolName]: spanToolName,
    ...(differs ? { [ATTR.toolId]: spanText(toolId, MAX_SPAN_NAME) } : {}),
    [ATTR.toolType]: 'function',
    // The description is the tool author's.
    ...(description === '' ? {} : { [ATTR.toolDescription]: spanText(description) }),
  }
  return {
    spanName: `${EXECUTE_TOOL} ${spanToolName}`,
    spanAttributes,
    spanOptions: optionsOf(spanAttributes),
    metricAttributes: {
      [ATTR.toolName]: egressText('metric', toolName),
      ...(differs ? { [ATTR.toolId]: egressText('metric', toolId) } : {}),
    },
  }
}

function optionsOf(attributes: Attributes): SpanOptions {
  return Object.freeze({ kind: SpanKind.INTERNAL, attributes })
}
