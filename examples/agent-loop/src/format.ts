import type { ToolCallOutcome, ToolChunk } from '@polytool/core'

const LABELS: Record<ToolChunk['type'], string> = {
  'tool-input-start': 'input starts',
  'tool-input-delta': 'input so far',
  'tool-input-available': 'input',
  'tool-call-approval': 'needs approval',
  'tool-call-declined': 'declined',
  'tool-call-suspended': 'suspended',
  'tool-call-resumed': 'resumed with',
  'tool-background-started': 'runs in the background',
  'tool-output-available': 'output',
  'tool-output-error': 'error',
}

/** One display chunk as a line a person can read. */
export function formatChunk(chunk: ToolChunk): string {
  const head = `  [${chunk.toolName}] ${LABELS[chunk.type]}`
  if (!('payload' in chunk)) return head
  return `${head} ${JSON.stringify(shownPart(chunk.payload))}`
}

/** Where a call stands, and what goes back to the model. */
export function formatOutcome(outcome: ToolCallOutcome): string {
  const head = `→ ${outcome.toolName}: ${outcome.status}`
  switch (outcome.status) {
    case 'awaiting-approval':
      return `${head}, waiting for a person`
    case 'suspended':
      return `${head}, asking ${JSON.stringify(outcome.suspendPayload)}`
    default:
      return `${head}; the model gets ${JSON.stringify(outcome.modelOutput)}`
  }
}

// A raw payload (a tool without display transforms) repeats the call's ids next to the value
// of its phase: show only that value. A transformed payload is shown as the tool made it.
const PHASE_VALUES = ['partialInput', 'output', 'error', 'suspendPayload', 'resumeData', 'input']

function shownPart(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('toolCallId' in payload)) return payload
  const key = PHASE_VALUES.find((name) => name in payload)
  return key === undefined ? payload : (payload as Record<string, unknown>)[key]
}
