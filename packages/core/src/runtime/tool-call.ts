import { contextTexts, createDeclined } from '../approval'
import type { ToolCallContext } from '../context'
import { isInstance, ToolAbortedError, ToolExecutionError } from '../errors'
import { runHook, type ToolCallOptions, type ToolHookName, type ToolHooks } from '../hooks'
import { isPromiseLike } from '../maybe-promise'
import type { ToolModelOutput } from '../model-output'
import { modelOutputNow } from '../model-output-for'
import { type PipelineLifecycle, runToolPipelineNow } from '../pipeline'
import { excerpt } from '../secrets'
import type { AnyTool } from '../tool'
import { type ToolCallTraceEnd, traceEndOfError, traceEndOfResult } from '../trace'
import { isValidationError, type ValidationError } from '../validation-error'
import type { BackgroundJob, BackgroundResult } from './background'
import { requestContextJson } from './background-job'
import { checkBackgroundResult } from './background-result-check'
import { RuntimeCallContext } from './call-context'
import { type AbortOwner, CallLimit } from './call-limit'
import { CALL_EVENTS, CallTrace } from './call-trace'
import type { PayloadChunkType } from './chunks'
import { ChunkEmitter } from './emitter'
import { ToolCallRuntimeError, ToolTimeoutError } from './errors'
import { jobIdOf, mintClaim } from './job-identity'
import {
  failureForUi,
  failureFromError,
  failureModelOutput,
  parseFailure,
  type ToolCallFailure,
  type ToolCallOutcome,
  type ToolCallStatus,
  unknownToolFailure,
} from './outcome'
import { createPartialJsonParser, type PartialJsonParser } from './partial-json/parser'
import { reportCallProblem } from './report'
import type { RuntimeScope } from './scope'
import type { WaitingToolCall } from './snapshot'

const SETTLED: ReadonlySet<ToolCallStatus> = new Set([
  'awaiting-approval',
  'suspended',
  'background',
  'completed',
  'failed',
  'declined',
])
const IDLE: ReadonlySet<ToolCallStatus> = new Set([
  'awaiting-approval',
  'suspended',
  'completed',
  'failed',
  'declined',
])

const NO_HOOK: Promise<boolean> = Promise.resolve(true)

/** Stops the pipeline at the approval gate until a person decides; carries the valid input. */
class ApprovalPending {
  readonly input: unknown
  constructor(input: unknown) {
    this.input = input
  }
}

/** The work of one pushed event: a promise only when it has to wait (a hook, a transform). */
type Step = () => Promise<unknown> | undefined
const DONE_STEP: Step = () => undefined

/** Stops the pipeline before `execute` of a background tool: a job runs it instead. */
class BackgroundHandOff {}
// It carries nothing, so one serves every call.
const HAND_OFF = new BackgroundHandOff()

/** Longest excerpt of an unknown tool's name that outcomes and chunks carry. */
const MAX_UNKNOWN_NAME = 100
/**
 * One tool call, from its first input delta to its result: input streaming with hooks and
 * chunks, the pipeline run, and the continuations (approve, decline, resume, cancel).
 */
export class ToolCall implements AbortOwner {
  readonly toolCallId: string
  readonly toolName: string
  readonly tool: AnyTool | undefined
  status: ToolCallStatus
  outcome: ToolCallOutcome | undefined
  /** The arguments as parsed JSON, before validation. */
  input: unknown
  readonly #scope: RuntimeScope
  readonly #limit: CallLimit
  readonly #emitter: ChunkEmitter
  readonly #trace: CallTrace
  // Made on the first delta, dropped once the input is parsed: a runtime keeps its finished
  // calls, and a parser is among the largest parts of one.
  #parser: PartialJsonParser | undefined
  // The steps of the call's events, run one at a time in order by one loop: most finish at once,
  // so a chain of promises per step would cost more than the steps themselves.
  #steps: Step[] = []
  #draining = false
  // Deltas pushed and not yet taken, from `#nextDelta` on; `#deltasQueued`: a step takes them.
  #deltas: string[] = []
  #nextDelta = 0
  #deltasQueued = false
  #inputEnded = false
  #approved = false
  #suspendPayload: unknown
  // The background job's claim (held here and in snapshots only) and the id derived from it.
  #claim: string | undefined
  #jobId: string | undefined
  #done = false
  #waiters: Array<() => boolean> = []

  constructor(
    scope: RuntimeScope,
    toolCallId: string,
    toolName: string,
    waiting?: WaitingToolCall,
    jobId?: string,
  ) {
    this.#scope = scope
    this.toolCallId = toolCallId
    this.tool = scope.tools.get(toolName)
    // A name the runtime does not know is the model's text: it reaches outcomes and UI chunks
    // as a short excerpt through the egress gate, never whole.
    this.toolName = this.tool === undefined ? excerpt(toolName, MAX_UNKNOWN_NAME) : toolName
    this.#limit = new CallLimit(this.toolName, scope.timeoutMs, scope.signal, this)
    this.#emitter = new ChunkEmitter(scope, this.tool ?? { id: this.toolName }, this.#limit)
    this.#trace = new CallTrace(scope, this.#ids(), this.tool, waiting?.traceparent)
    this.status = waiting?.status ?? 'streaming'
    if (waiting === undefined) return
    this.#inputEnded = true
    this.input = waiting.input
    if (waiting.status === 'background') {
      this.#approved = true
      this.#claim = waiting.claim
      this.#jobId = jobId
      this.outcome = this.#backgroundOutcome()
      this.#awaitResult()
    } else if (waiting.status === 'suspended') {
      this.#approved = true
      this.#suspendPayload = waiting.suspendPayload
      this.outcome = {
        toolCallId,
        toolName,
        status: 'suspended',
        suspendPayload: waiting.suspendPayload,
      }
    } else {
      this.outcome = { toolCallId, toolName, status: 'awaiting-approval', input: waiting.input }
    }
  }

  /** Whether the input's end arrived (or the call was restored from a snapshot). */
  get inputHasEnded(): boolean {
    return this.#inputEnded
  }

  /** Input streaming began: the start chunk, then `onInputStart`. */
  inputStarted(): void {
    this.#limit.start()
    this.#trace.start(undefined, CALL_EVENTS.inputStart)
    this.#enqueue(() => {
      this.#emitter.plain({
        type: 'tool-input-start',
        toolCallId: this.toolCallId,
        toolName: this.toolName,
      })
      if (this.#limit.aborted) {
        this.callAborted()
        return undefined
      }
      if (this.tool === undefined) {
        return this.#fail(unknownToolFailure(this.toolName, this.#scope.tools.keys()))
      }
      const hooked = this.#hook('onInputStart', () => this.#options())
      return hooked === NO_HOOK ? undefined : hooked
    })
  }

  /** More argument text: parsed at once, then `onInputDelta` and the delta chunk. */
  inputDelta(inputTextDelta: string): void {
    this.#expectInputOpen()
    // The deltas wait in one list that one step works through: a step per delta would keep a
    // closure (about 100 bytes) per delta while the host pushes faster than the call runs.
    this.#deltas.push(inputTextDelta)
    if (this.#deltasQueued) return
    this.#deltasQueued = true
    this.#enqueue(() => this.#takeDeltas())
  }

  // Runs until no delta waits, those pushed meanwhile included: at once while no delta has
  // anything to wait for (a hook, a transform), else a promise of the rest.
  #takeDeltas(): Promise<void> | undefined {
    for (;;) {
      const delta = this.#nextDeltaText()
      if (delta === undefined) return undefined
      const running = this.#tryDelta(delta)
      if (running !== undefined) return this.#takeDeltasAfter(running)
    }
  }

  // One loop, not a chain of promises: a chain would keep a promise per delta until the last.
  async #takeDeltasAfter(first: Promise<unknown>): Promise<void> {
    let running: Promise<unknown> | undefined = first
    while (running !== undefined) {
      try {
        await running
      } catch (error) {
        this.#reportStep(error)
      }
      running = undefined
      while (running === undefined) {
        const delta = this.#nextDeltaText()
        if (delta === undefined) return
        running = this.#tryDelta(delta)
      }
    }
  }

  // The next delta to take, its place emptied; `undefined` once all were taken.
  #nextDeltaText(): string | undefined {
    if (this.#nextDelta < this.#deltas.length) {
      const delta = this.#deltas[this.#nextDelta]!
      this.#deltas[this.#nextDelta++] = ''
      return delta
    }
    // A fresh list lets the grown one go.
    this.#deltas = []
    this.#nextDelta = 0
    this.#deltasQueued = false
    return undefined
  }

  // A delta that throws is reported, as a step that throws is, and the next deltas still run.
  #tryDelta(delta: string): Promise<unknown> | undefined {
    try {
      return this.#takeDelta(delta)
    } catch (error) {
      this.#reportStep(error)
      return undefined
    }
  }

  #takeDelta(inputTextDelta: string): Promise<unknown> | undefined {
    if (this.status !== 'streaming') return undefined
    this.#parser ??= createPartialJsonParser({ maxDepth: this.#scope.maxInputDepth })
    this.#parser.write(inputTextDelta)
    const partialInput = this.#parser.partial
    const hooked = this.#hook('onInputDelta', () => ({
      inputTextDelta,
      partialInput,
      ...this.#options(),
    }))
    const emit = () =>
      this.#emit('tool-input-delta', {
        inputTextDelta,
        partialInput,
        toolCallId: this.toolCallId,
        toolName: this.toolName,
      })
    return hooked === NO_HOOK ? emit() : hooked.then(emit)
  }

  /**
   * The arguments are complete: parse them, then run the pipeline. `inputText`, the provider's
   * final arguments when they disagree with the deltas, replaces the streamed text.
   */
  inputEnded(inputText?: string): void {
    this.#expectInputOpen()
    this.#inputEnded = true
    this.#enqueue(() => {
      if (this.status !== 'streaming') return
      if (inputText !== undefined) this.#replaceInput(inputText)
      // Providers send no text at all for a tool without arguments.
      const parser = this.#parser
      this.#parser = undefined
      const parsed =
        parser !== undefined && (parser.started || parser.error)
          ? parser.end()
          : { ok: true as const, value: {} }
      if (!parsed.ok) return this.#fail(parseFailure(this.toolName, parsed.error))
      this.input = this.#decoded(parsed.value)
      this.#setStatus('running')
      return this.#run({ announce: true })
    })
  }

  // A decode that throws (or returns what JSON cannot hold) is the host's fault: the arguments
  // are validated as the model sent them, and the observer hears why.
  #decoded(input: unknown): unknown {
    const decode = this.#scope.decode
    if (decode === undefined) return input
    try {
      // Read once into plain JSON: a host's decode may return getters or a Proxy that answer
      // validation one value and `execute` another.
      const decoded = decode(this.toolName, input)
      return decoded === undefined ? undefined : JSON.parse(JSON.stringify(decoded))
    } catch (error) {
      reportCallProblem(
        this.#scope,
        'error',
        `Tool call ${this.#shownId()} (${excerpt(this.toolName)}): decode threw; the arguments are validated as the model sent them`,
        { toolCallId: this.toolCallId, toolName: this.toolName, error },
      )
      return input
    }
  }

  #replaceInput(inputText: string): void {
    reportCallProblem(
      this.#scope,
      'warn',
      `Tool call ${this.#shownId()} (${excerpt(this.toolName)}): the provider's final arguments differ from the streamed deltas; the final arguments are used`,
      { toolCallId: this.toolCallId, toolName: this.toolName, finalArguments: excerpt(inputText) },
    )
    this.#parser = createPartialJsonParser({ maxDepth: this.#scope.maxInputDepth })
    this.#parser.write(inputText)
  }

  /** Runs a call that waits for approval. */
  async approve(): Promise<ToolCallOutcome> {
    this.#expectStatus('awaiting-approval', 'NOT_AWAITING_APPROVAL', 'approve')
    this.#approved = true
    this.#setStatus('running')
    this.#limit.start()
    this.#trace.start(this.input, CALL_EVENTS.approvalGranted)
    void this.#run({ announce: false })
    return this.settled()
  }

  /** Ends a call that waits for approval with a result the model can read. */
  async decline(reason: string | undefined): Promise<ToolCallOutcome> {
    this.#expectStatus('awaiting-approval', 'NOT_AWAITING_APPROVAL', 'decline')
    this.#setStatus('running')
    this.#trace.start(this.input, CALL_EVENTS.approvalDeclined)
    const texts = contextTexts(this.#scope.requestContext)
    const declined = createDeclined(this.tool!.id, texts === undefined ? undefined : reason, texts)
    await this.#finish(
      {
        toolCallId: this.toolCallId,
        toolName: this.toolName,
        status: 'declined',
        error: declined,
        modelOutput: failureModelOutput(declined),
      },
      'tool-call-declined',
      { error: failureForUi(declined), toolCallId: this.toolCallId, toolName: this.toolName },
    )
    return this.outcome!
  }

  /** Re-enters `execute` of a suspended call with `resumeData` (validated by `resumeSchema`). */
  async resume(resumeData: unknown): Promise<ToolCallOutcome> {
    this.#expectStatus('suspended', 'NOT_SUSPENDED', 'resume')
    this.#setStatus('running')
    this.#limit.start()
    this.#trace.start(this.input, CALL_EVENTS.resumed)
    const emitted = this.#emit('tool-call-resumed', {
      resumeData,
      toolCallId: this.toolCallId,
      toolName: this.toolName,
    })
    void Promise.resolve(emitted).then(() => this.#run({ announce: false, resumeData }))
    return this.settled()
  }

  /** Stops the call: a running one is aborted, a waiting one ends as aborted. */
  cancel(reason: unknown): void {
    if (this.status === 'awaiting-approval' || this.status === 'suspended') {
      this.#limit.abort(reason)
      this.#setStatus('running')
      void this.#fail(failureFromError(this.toolName, this.#limit.abortError()))
    } else if (!this.#done) {
      this.#limit.abort(reason)
    }
  }

  /** Resolves once the call has a result, waits for people, or runs in the background. */
  settled(): Promise<ToolCallOutcome> {
    return this.#until(() => SETTLED.has(this.status)).then(() => this.outcome!)
  }

  /** Resolves once nothing more happens without a person: background work is over too. */
  idle(): Promise<ToolCallOutcome> {
    return this.#until(() => IDLE.has(this.status)).then(() => this.outcome!)
  }

  /** The call as plain JSON when it waits for people or for its background job. */
  toWaiting(): WaitingToolCall | undefined {
    const ids = this.#ids()
    if (this.status === 'background') {
      return {
        status: 'background',
        ...ids,
        input: this.input,
        claim: this.#claim!,
        ...this.#runningTraceparent(),
      }
    }
    if (this.status === 'awaiting-approval') {
      return { status: 'awaiting-approval', ...ids, input: this.input, ...this.#traceparent() }
    }
    if (this.status === 'suspended') {
      return {
        status: 'suspended',
        ...ids,
        input: this.input,
        suspendPayload: this.#suspendPayload,
        ...this.#traceparent(),
      }
    }
    return undefined
  }

  async #run(mode: { announce: boolean; resumeData?: unknown }): Promise<void> {
    const tool = this.tool!
    let validInput: unknown = this.input
    let suspended: { payload: unknown } | undefined
    // Each point answers at once when there is nothing to wait for (no hook, no transform):
    // a background call then reaches its hand-off in the turn its input ended.
    const lifecycle: PipelineLifecycle = {
      inputAvailable: (input) => {
        validInput = input
        if (!mode.announce) return
        this.#trace.event(CALL_EVENTS.inputAvailable)
        const hooked = this.#hook('onInputAvailable', () => ({ input, ...this.#options() }))
        const announce = () =>
          this.#emit('tool-input-available', {
            input,
            toolCallId: this.toolCallId,
            toolName: this.toolName,
          })
        return hooked === NO_HOOK ? announce() : hooked.then(announce)
      },
      executing: () => {
        if (tool.background?.enabled === true) throw HAND_OFF
      },
      suspended: async (payload) => {
        suspended = { payload }
      },
      ...(this.#trace.current === undefined ? {} : { trace: this.#trace.current }),
    }
    try {
      const running = runToolPipelineNow(tool, this.input, this.#callContext(mode), lifecycle)
      const result = isPromiseLike(running) ? await this.#limit.within(running) : running
      if (suspended) {
        return await this.#suspend(
          suspended.payload,
          isValidationError(result) ? result : undefined,
        )
      }
      if (isValidationError(result)) {
        if (result.code === 'TOOL_RESUME_DATA_INVALID') return await this.#refuseResume(result)
        return await this.#fail(result)
      }
      await this.#complete(result, validInput)
    } catch (error) {
      if (error instanceof ApprovalPending) return await this.#awaitApproval(error.input)
      if (error instanceof BackgroundHandOff) return await this.#handOff()
      this.#reportFailure(error)
      await this.#fail(failureFromError(this.toolName, error), traceEndOfError(error))
    }
  }

  #callContext(mode: { resumeData?: unknown }): ToolCallContext {
    const { requestContext, messages, observer } = this.#scope
    return new RuntimeCallContext(
      this.#limit,
      requestContext,
      observer,
      {
        toolCallId: this.toolCallId,
        messages,
        ...(mode.resumeData === undefined ? {} : { resumeData: mode.resumeData }),
      },
      ({ input }) => {
        if (this.#approved) return true
        throw new ApprovalPending(input)
      },
    )
  }

  // A background call returns its task handle now; a job runs `execute`, wherever the
  // executor runs it, and its result comes back through `executor.result`.
  async #handOff(): Promise<void> {
    const tool = this.tool!
    let job: BackgroundJob
    try {
      job = await this.#job()
    } catch (error) {
      this.#reportFailure(error)
      if (!(error instanceof ToolCallRuntimeError)) {
        return this.#fail(failureFromError(this.toolName, error))
      }
      return this.#fail({ error: true, code: error.code, message: error.message })
    }
    const { observer } = this.#scope
    try {
      await this.#scope.executor.submit(job, observer === undefined ? { tool } : { tool, observer })
    } catch (error) {
      // The queue is down or refused the job: the call ends now rather than wait forever.
      this.#reportFailure(error)
      return this.#fail(failureFromError(this.toolName, error))
    }
    const taskId = this.#taskId()
    this.#emitter.plain({
      type: 'tool-background-started',
      toolCallId: this.toolCallId,
      toolName: this.toolName,
      taskId,
    })
    this.#settle(this.#backgroundOutcome(taskId))
    this.#awaitResult()
  }

  // Mints the call's claim, and the job id derived from it: the model's `toolCallId` names
  // nothing in a shared store (see `job-identity.ts`). The job carries the arguments as the
  // model sent them: the worker validates them again, and a schema that transforms its input
  // would refuse its own output. Written out rather than spread: optional keys spread into a
  // literal cost an object each.
  async #job(): Promise<BackgroundJob> {
    const requestContext = requestContextJson(this.toolName, this.#scope.requestContext)
    this.#claim = mintClaim()
    const jobId = jobIdOf(this.#claim)
    this.#jobId = typeof jobId === 'string' ? jobId : await jobId
    const job: { -readonly [Key in keyof BackgroundJob]: BackgroundJob[Key] } = {
      jobId: this.#jobId,
      toolName: this.toolName,
      toolCallId: this.toolCallId,
      input: this.input,
      requestContext,
      attempt: 1,
    }
    const timeoutMs = this.tool!.background?.timeoutMs
    // JSON has no Infinity: a job without a limit carries none, and the worker uses the tool's.
    if (typeof timeoutMs === 'number' && timeoutMs > 0 && Number.isFinite(timeoutMs)) {
      job.timeoutMs = timeoutMs
    }
    const traceparent = this.#traceparentWhileRunning()
    if (traceparent !== undefined) job.traceparent = traceparent
    if (this.#approved) job.approved = true
    const { jobSigner } = this.#scope
    return jobSigner === undefined ? job : jobSigner.sign(job)
  }

  #taskId(): string {
    return `task_${this.toolCallId}`
  }

  #backgroundOutcome(taskId = this.#taskId()): ToolCallOutcome {
    const handle = { status: 'running', taskId, note: 'The result will be delivered later.' }
    return {
      toolCallId: this.toolCallId,
      toolName: this.toolName,
      status: 'background',
      taskId,
      modelOutput: { type: 'json', value: handle },
    }
  }

  // Cancelling (or the runtime's signal) ends the call here at once and asks the job to stop.
  #awaitResult(): void {
    this.#limit.pause()
    const { executor } = this.#scope
    const onAbort = () => {
      void Promise.resolve(executor.cancel(this.#jobId!, this.#limit.reason)).catch((error) =>
        this.#reportFailure(error),
      )
      void this.#fail(failureFromError(this.toolName, this.#limit.abortError()))
    }
    if (this.#limit.aborted) {
      onAbort()
      return
    }
    const stop = this.#limit.whenAborted(onAbort)
    const jobId = this.#jobId!
    // An executor that throws at once, not only one that rejects, fails the call.
    new Promise<BackgroundResult>((resolve) => resolve(executor.result(jobId, this.#ids())))
      .then((result) =>
        checkBackgroundResult(this.tool!, jobId, result, executor, this.#scope.jobSigner),
      )
      .then(
        (result) => {
          stop()
          return this.#deliver(result)
        },
        (error: unknown) => {
          stop()
          this.#reportFailure(error)
          return this.#fail(failureFromError(this.toolName, error))
        },
      )
  }

  // A promise only when something waits: a hook, a `toModelOutput` or a transform.
  #deliver(result: BackgroundResult): Promise<void> | undefined {
    if (this.#done) return undefined
    let delivering: Promise<void> | undefined
    try {
      delivering =
        result.status === 'completed'
          ? this.#complete(result.output, this.input)
          : this.#fail(result.error)
    } catch (error) {
      return this.#failWith(error)
    }
    return delivering?.catch((error: unknown) => this.#failWith(error))
  }

  #failWith(error: unknown): Promise<void> | undefined {
    this.#reportFailure(error)
    return this.#fail(failureFromError(this.toolName, error))
  }

  // Answers at once unless a hook, a `toModelOutput` or a transform has to be waited for.
  #complete(output: unknown, input: unknown): Promise<void> | undefined {
    const hooked = this.#hook('onOutput', () => ({
      output,
      toolName: this.toolName,
      toolCallId: this.toolCallId,
      abortSignal: this.#limit.signal,
    }))
    if (hooked !== NO_HOOK) return hooked.then(() => this.#format(output, input))
    return this.#format(output, input)
  }

  #format(output: unknown, input: unknown): Promise<void> | undefined {
    const formatting = modelOutputNow(this.tool!, output, this.#scope.observer)
    if (!isPromiseLike(formatting)) return this.#completeWith(output, input, formatting)
    return this.#limit
      .within(formatting)
      .then((modelOutput) => this.#completeWith(output, input, modelOutput))
  }

  #completeWith(
    output: unknown,
    input: unknown,
    modelOutput: ToolModelOutput,
  ): Promise<void> | undefined {
    return this.#finish(
      {
        toolCallId: this.toolCallId,
        toolName: this.toolName,
        status: 'completed',
        output,
        modelOutput,
      },
      'tool-output-available',
      { output, input, toolCallId: this.toolCallId, toolName: this.toolName },
    )
  }

  async #awaitApproval(input: unknown): Promise<void> {
    await this.#emit('tool-call-approval', {
      input,
      toolCallId: this.toolCallId,
      toolName: this.toolName,
    })
    this.#trace.wait(CALL_EVENTS.approvalRequested, 'awaiting-approval', input)
    this.#limit.pause()
    this.#settle({
      toolCallId: this.toolCallId,
      toolName: this.toolName,
      status: 'awaiting-approval',
      input: this.input,
    })
  }

  async #suspend(payload: unknown, error: ValidationError | undefined): Promise<void> {
    this.#approved = true
    this.#suspendPayload = payload
    await this.#emit('tool-call-suspended', {
      suspendPayload: payload,
      toolCallId: this.toolCallId,
      toolName: this.toolName,
    })
    this.#trace.wait(CALL_EVENTS.suspended, 'suspended', this.input)
    this.#limit.pause()
    this.#settle({
      toolCallId: this.toolCallId,
      toolName: this.toolName,
      status: 'suspended',
      suspendPayload: payload,
      ...(error && { error }),
    })
  }

  // Resume data that fails `resumeSchema` does not resume the tool: it stays suspended.
  async #refuseResume(error: ValidationError): Promise<void> {
    await this.#emit('tool-output-error', {
      error: failureForUi(error),
      toolCallId: this.toolCallId,
      toolName: this.toolName,
    })
    this.#trace.end(traceEndOfResult(error))
    this.#limit.pause()
    this.#settle({
      toolCallId: this.toolCallId,
      toolName: this.toolName,
      status: 'suspended',
      suspendPayload: this.#suspendPayload,
      error,
    })
  }

  // The model reads a safe message; the host's observer (else the console) gets the exception.
  #reportFailure(error: unknown): void {
    if (isInstance(error, ToolAbortedError) || isInstance(error, ToolTimeoutError)) return
    reportCallProblem(
      this.#scope,
      'error',
      `Tool call ${this.#shownId()} to ${excerpt(this.toolName)} failed`,
      {
        toolId: this.toolName,
        toolCallId: this.toolCallId,
        error: isInstance(error, ToolExecutionError) ? error.cause : error,
      },
    )
  }

  #fail(failure: ToolCallFailure, traceEnd?: ToolCallTraceEnd): Promise<void> | undefined {
    return this.#finish(
      {
        toolCallId: this.toolCallId,
        toolName: this.toolName,
        status: 'failed',
        error: failure,
        modelOutput: failureModelOutput(failure),
      },
      'tool-output-error',
      { error: failureForUi(failure), toolCallId: this.toolCallId, toolName: this.toolName },
      traceEnd,
    )
  }

  // A promise only while a transform shapes the last chunk.
  #finish(
    outcome: ToolCallOutcome,
    type: PayloadChunkType,
    payload: object,
    traceEnd?: ToolCallTraceEnd,
  ): Promise<void> | undefined {
    if (this.#done) return undefined
    this.#done = true
    this.#endTrace(outcome, traceEnd)
    const emitted = this.#emitter.payload(type, this.#ids(), payload)
    if (emitted !== undefined) return emitted.then(() => this.#end(outcome))
    this.#end(outcome)
    return undefined
  }

  #end(outcome: ToolCallOutcome): void {
    // A finished call names no job any more: a runtime keeps its finished calls.
    this.#claim = undefined
    this.#jobId = undefined
    this.#limit.dispose()
    this.#settle(outcome)
  }

  // A waiting call cancelled here still gets a span, linked to the one that waited.
  #endTrace(outcome: ToolCallOutcome, traceEnd: ToolCallTraceEnd | undefined): void {
    this.#trace.start(this.input)
    if (this.#trace.current === undefined) return
    const end =
      traceEnd ??
      (outcome.status === 'completed'
        ? { outcome: 'completed' as const, result: outcome.output }
        : traceEndOfResult('error' in outcome ? outcome.error : undefined))
    this.#trace.end(Object.assign({}, end, { input: this.input }))
  }

  #traceparent(): { traceparent?: string } {
    const { waitedIn } = this.#trace
    return waitedIn === undefined ? {} : { traceparent: waitedIn }
  }

  // The span still open while the job runs: the worker's span is its child, and a runtime
  // restored from a snapshot links the span that receives the result to it.
  #runningTraceparent(): { traceparent?: string } {
    const traceparent = this.#traceparentWhileRunning()
    return traceparent === undefined ? {} : { traceparent }
  }

  #traceparentWhileRunning(): string | undefined {
    return this.#trace.running ?? this.#trace.waitedIn
  }

  /** The call's limit aborted: a call still streaming its input ends now. */
  callAborted(): void {
    if (this.status === 'streaming')
      void this.#fail(failureFromError(this.toolName, this.#limit.abortError()))
  }

  // A promise only when a transform runs: callers wait for nothing otherwise.
  #emit(type: PayloadChunkType, payload: object): Promise<void> | undefined {
    return this.#emitter.payload(type, this.#ids(), payload, () => !this.#done)
  }

  #hook<Name extends ToolHookName>(
    name: Name,
    options: () => Parameters<NonNullable<ToolHooks<any, any>[Name]>>[0],
  ): Promise<boolean> {
    // A tool without this hook has nothing to wait for (most tools have no hooks at all), and
    // its options are not even built.
    if (this.tool![name] === undefined && !this.#limit.aborted) return NO_HOOK
    return this.#limit.within(runHook(this.tool!, name, options(), this.#scope.observer))
  }

  #options(): ToolCallOptions {
    return {
      toolCallId: this.toolCallId,
      messages: this.#scope.messages,
      abortSignal: this.#limit.signal,
    }
  }

  // Ids come from the model or a stored snapshot: quoted short and redacted.
  #shownId(): string {
    return excerpt(this.toolCallId)
  }

  // Outcomes, chunks and payloads have the ids written out, not `...this.#ids()`: V8 gives an
  // object literal that starts with a spread and goes on with more keys a hidden class of its
  // own, one per call, and keys spread into a literal live outside the object, in an array of
  // their own. The runtime keeps these objects (and the GC scans them) for the call's life.
  #ids(): { toolCallId: string; toolName: string } {
    return { toolCallId: this.toolCallId, toolName: this.toolName }
  }

  #enqueue(step: Step): void {
    this.#steps.push(step)
    if (this.#draining) return
    this.#draining = true
    void this.#drain()
  }

  async #drain(): Promise<void> {
    // Steps start a turn after their event, never inside `push`.
    await undefined
    // Read by index, not `shift`: a long input streamed in many deltas queues that many steps,
    // and shifting a large array moves all of it every time.
    const steps = this.#steps
    for (let next = 0; next < steps.length; next++) {
      const step = steps[next]!
      // Each step is dropped once taken, so that what it holds can be collected meanwhile.
      steps[next] = DONE_STEP
      try {
        const running = step()
        if (running !== undefined) await running
      } catch (error) {
        this.#reportStep(error)
      }
    }
    // Frees the array's grown backing store: a runtime keeps its finished calls.
    steps.length = 0
    this.#draining = false
  }

  // An aborted step ends the call elsewhere; anything else is reported, never thrown.
  #reportStep(error: unknown): void {
    if (this.#limit.aborted) return
    reportCallProblem(this.#scope, 'error', `Tool call ${this.#shownId()} failed`, { error })
  }

  #settle(outcome: ToolCallOutcome): void {
    this.outcome = outcome
    this.#setStatus(outcome.status)
  }

  #setStatus(status: ToolCallStatus): void {
    this.status = status
    if (this.#waiters.length > 0) this.#waiters = this.#waiters.filter((wake) => !wake())
  }

  #until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve()
    return new Promise((resolve) => {
      const wake = () => {
        if (!ready()) return false
        resolve()
        return true
      }
      // Most calls have one waiter at a time: a list of one, not one grown for more.
      if (this.#waiters.length === 0) this.#waiters = [wake]
      else this.#waiters.push(wake)
    })
  }

  #expectInputOpen(): void {
    if (this.#inputEnded) {
      throw new ToolCallRuntimeError(
        'TOOL_INPUT_ENDED',
        `Tool call ${this.#shownId()}: its input already ended; no more input events are expected`,
      )
    }
  }

  #expectStatus(
    status: ToolCallStatus,
    code: 'NOT_AWAITING_APPROVAL' | 'NOT_SUSPENDED',
    action: string,
  ): void {
    if (this.status === status) return
    throw new ToolCallRuntimeError(
      code,
      `Cannot ${action} tool call ${this.#shownId()}: expected it to be ${status}, it is ${this.status}`,
    )
  }
}
