import type { Attributes } from '@opentelemetry/api'
import { egressText, type ToolCallInfo } from '@polytool/core'
import { ATTR, EXECUTE_TOOL } from './attributes'
import { spanText } from './text-gate'

/**
 * The `gen_ai.tool.name` of every call to a tool the host does not have, on metrics and in the
 * span name: the model invents such names, and one series per invented name would push the
 * real tools' series into the SDK's cardinality overflow.
 */
export const UNKNOWN_TOOL = '_unknown'

// A tool name on a span: longer names (only a model's invention can be this long) are cut.
const MAX_SPAN_NAME = 200

/** How one call's tool is named on its span and on its metric points. */
export interface CallNames {
  /** `execute_tool {gen_ai.tool.name}`, with the bucket for an unknown tool. */
  readonly spanName: string
  /** `gen_ai.tool.name` (the name the model called, cut) and `polytool.tool.id` if it differs. */
  readonly spanAttributes: Attributes
  /** The same for metric points: an unknown tool's name is the bucket `UNKNOWN_TOOL`. */
  readonly metricAttributes: Attributes
}

/**
 * Names a call after the name the model called it by. Where that differs from the tool's id (a
 * runtime whose `tools` record names the tool otherwise), the id is `polytool.tool.id`.
 */
export function callNames(info: ToolCallInfo): CallNames {
  const called = typeof info.toolName === 'string' ? info.toolName : info.toolId
  const spanToolName = spanText(called, MAX_SPAN_NAME)
  if (info.unknownTool === true) {
    return {
      spanName: `${EXECUTE_TOOL} ${UNKNOWN_TOOL}`,
      spanAttributes: { [ATTR.toolName]: spanToolName },
      metricAttributes: { [ATTR.toolName]: UNKNOWN_TOOL },
    }
  }
  const differs = called !== info.toolId
  return {
    spanName: `${EXECUTE_TOOL} ${spanToolName}`,
    spanAttributes: {
      [ATTR.toolName]: spanToolName,
      ...(differs ? { [ATTR.toolId]: spanText(info.toolId, MAX_SPAN_NAME) } : {}),
    },
    metricAttributes: {
      [ATTR.toolName]: egressText('metric', called),
      ...(differs ? { [ATTR.toolId]: egressText('metric', info.toolId) } : {}),
    },
  }
}
