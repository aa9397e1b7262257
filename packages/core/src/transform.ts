import { reportProblem, type ToolObserver } from './observe'

/** The phases of a tool call whose payloads leave the runtime. */
export type TransformPhase =
  | 'input'
  | 'inputDelta'
  | 'output'
  | 'error'
  | 'approval'
  | 'suspend'
  | 'resume'

/** Where a transformed payload goes: the UI stream or the user-visible transcript. */
export type TransformTarget = 'display' | 'transcript'

/** The payload each phase's transform receives. */
export interface TransformPayloads<Input, Output, SuspendPayload, ResumeData> {
  /** The validated input of a call. */
  input: { input: Input | undefined; toolCallId?: string; toolName: string }
  /** A chunk of the input while the model is still streaming it. */
  inputDelta: {
    inputTextDelta: string
    partialInput: unknown
    toolCallId?: string
    toolName: string
  }
  /** The output of a call, with its input. */
  output: { output: Output | undefined; input?: Input; toolCallId?: string; toolName: string }
  /** The error a call ended with. */
  error: { error: unknown; toolCallId?: string; toolName: string }
  /** The input of a call that waits for approval. */
  approval: { input: Input | undefined; toolCallId?: string; toolName: string }
  /** The payload a call suspended with. */
  suspend: { suspendPayload: SuspendPayload | undefined; toolCallId?: string; toolName: string }
  /** The data a suspended call resumed with. */
  resume: { resumeData: ResumeData | undefined; toolCallId?: string; toolName: string }
}

/** One target's transforms: a function per phase, returning what may be shown. */
export type ToolPayloadTransformTarget<Input, Output, SuspendPayload, ResumeData> = {
  [Phase in TransformPhase]?: (
    payload: TransformPayloads<Input, Output, SuspendPayload, ResumeData>[Phase],
  ) => unknown
}

/** Target-aware transforms applied to payloads before they reach a UI or a transcript. */
export interface ToolPayloadTransform<
  Input = unknown,
  Output = unknown,
  SuspendPayload = unknown,
  ResumeData = unknown,
> {
  /** Turns payloads into what a user interface shows. */
  display?: ToolPayloadTransformTarget<Input, Output, SuspendPayload, ResumeData>
  /** Turns payloads into what the stored transcript keeps. */
  transcript?: ToolPayloadTransformTarget<Input, Output, SuspendPayload, ResumeData>
}

/** What goes out in place of a payload that no transform vouched for. */
export interface RedactedPayload {
  /** Always `true`: the payload was left out. */
  readonly redacted: true
  /** The phase whose payload was left out. */
  readonly phase: TransformPhase
  /** Why: the tool has no transform for this phase, or its transform threw. */
  readonly reason: 'no-transform-for-phase' | 'transform-failed'
}

/**
 * Applies a tool's transform for one target and phase. Fails closed: once a target is
 * configured, a phase without a function or a throwing function yields a `RedactedPayload`,
 * never the raw payload. A tool with no transform for the target passes payloads through.
 *
 * @param tool - the tool whose transform applies
 * @param target - `display` or `transcript`
 * @param phase - which payload: `input`, `inputDelta`, `output`, `error`, `approval`, `suspend` or
 *   `resume`
 * @param payload - the raw payload
 * @param observer - where a throwing transform is reported
 * @returns the transformed payload, or a `RedactedPayload`
 *
 * @example
 * ```ts fragment
 * import { type AnyTool, transformPayload } from '@polytool/core'
 *
 * declare const tool: AnyTool
 * declare const output: unknown
 *
 * const shown = await transformPayload(tool, 'display', 'output', { output, toolName: tool.id })
 * ```
 */
export async function transformPayload<Phase extends TransformPhase>(
  tool: { id: string; transform?: ToolPayloadTransform<any, any, any, any> | undefined },
  target: TransformTarget,
  phase: Phase,
  payload: TransformPayloads<any, any, any, any>[Phase],
  observer?: ToolObserver,
): Promise<unknown> {
  const transforms = tool.transform?.[target]
  if (transforms === undefined) return payload
  const transformFn = transforms[phase] as ((payload: unknown) => unknown) | undefined
  if (transformFn === undefined) return redacted(phase, 'no-transform-for-phase')
  try {
    return await transformFn(payload)
  } catch (error) {
    reportProblem(observer, 'error', `Transform ${target}.${phase} of tool ${tool.id} failed`, {
      toolId: tool.id,
      target,
      phase,
      error,
    })
    return redacted(phase, 'transform-failed')
  }
}

function redacted(phase: TransformPhase, reason: RedactedPayload['reason']): RedactedPayload {
  return { redacted: true, phase, reason }
}
