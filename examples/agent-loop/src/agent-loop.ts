import {
  anthropicToolEvents,
  type ChunkStream,
  createToolCallRuntime,
  decodeJsonEvents,
  decodeServerSentEvents,
  type ToolCallRuntimeSnapshot,
} from '@polytool/core'
import { formatChunk, formatOutcome } from './format'
import { recordedStream } from './recorded-stream'
import { scriptedModel } from './scripted-model'
import { tools } from './tools'
import { inMemoryTracing } from './trace-tree'

/**
 * One agent loop: the scripted model streams three tool calls; the weather call runs, the
 * invoice waits for approval, the booking suspends. A person approves the invoice; the
 * booking is stored as JSON and resumed by a new runtime, as after a restart.
 */
export async function runAgentLoop(print: (line: string) => void): Promise<void> {
  print('Turn 1: the model streams its tool calls')
  const tracing = inMemoryTracing()
  const { observer } = tracing
  const runtime = createToolCallRuntime({ tools, timeoutMs: 10_000, observer })
  const shown = printChunks(runtime.display, print)
  const body = scriptedModel(recordedStream)
  for await (const event of anthropicToolEvents(
    decodeJsonEvents(decodeServerSentEvents(body), 'anthropic'),
  )) {
    runtime.push(event)
  }
  const outcomes = await runtime.settle()
  await printedSoFar()
  for (const outcome of outcomes) print(formatOutcome(outcome))

  print('A person approves the invoice')
  const invoice = outcomes.find((outcome) => outcome.status === 'awaiting-approval')!
  const approved = await runtime.approve(invoice.toolCallId)
  await printedSoFar()
  print(formatOutcome(approved))

  const stored = JSON.stringify(runtime.snapshot())
  print(`The suspended booking is stored: ${stored}`)
  await runtime.close()
  await shown

  print('Later, in a new runtime: the user answers the booking question')
  const restored = JSON.parse(stored) as ToolCallRuntimeSnapshot
  const later = createToolCallRuntime({ tools, restore: restored, observer })
  const shownLater = printChunks(later.display, print)
  const resumed = await later.resume(restored.calls[0]!.toolCallId, { time: '20:00' })
  await printedSoFar()
  print(formatOutcome(resumed))
  await later.close()
  await shownLater

  print('The trace (OpenTelemetry spans from the in-memory exporter):')
  for (const line of tracing.tree()) print(line)
}

async function printChunks(display: ChunkStream, print: (line: string) => void): Promise<void> {
  for await (const chunk of display) print(formatChunk(chunk))
}

// The chunk printer runs on promise callbacks: one timer turn lets it print what is buffered.
function printedSoFar(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
