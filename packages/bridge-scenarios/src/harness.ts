import type { AnyTool } from '@polytool/core'
import type { ScriptedResponses, ScriptedTurn, SentRequest } from './scripted-responses'

/** One run of a framework's own agent loop with bridged polytool tools. */
export interface BridgeRun {
  /** polytool tools, bridged by the package under test. */
  readonly tools: readonly AnyTool[]
  /** The scripted provider: its `fetch` goes to the framework's own OpenAI provider. */
  readonly provider: ScriptedResponses
  /** Values the harness puts into the framework's own run context. */
  readonly requestContext?: Readonly<Record<string, unknown>>
  /** Aborts the run through the framework's own abort option. */
  readonly signal?: AbortSignal
}

/** How a framework run ended. */
export interface BridgeRunResult {
  /** The model's final text, when the run finished. */
  readonly text?: string
  /** What the run threw or reported, when it did not finish. */
  readonly error?: unknown
}

/** An approval resumed in a fresh process: what that process did. */
export interface ResumedRun {
  /** How many times the approved tool's `execute` ran in the fresh process. */
  readonly executeCount: number
  /** The requests the fresh process sent to its scripted provider. */
  readonly requests: readonly SentRequest[]
}

/**
 * What a bridge package gives the scenario matrix: its framework's agent loop driven with the
 * bridged tools. The harness may not validate, decode or redact anything itself: that is the
 * bridge's and polytool's job, which the scenarios check.
 */
export interface BridgeHarness {
  /** The framework's name, for test titles. */
  readonly framework: string
  /**
   * Runs the agent loop until the model answers with text, the run fails or it is aborted.
   *
   * @param run - tools, provider, context and signal
   */
  run(run: BridgeRun): Promise<BridgeRunResult>
  /** Approval through the framework's own mechanism. */
  readonly approval: {
    /**
     * Runs until the framework pauses for approval of the `transfer` call, and returns the
     * framework's serialised state.
     *
     * @param run - tools, provider and context
     */
    pause(run: BridgeRun): Promise<string>
    /**
     * Resumes `state` with `decision` in a fresh process (a child process that builds the
     * bridged fixture tools and the framework anew), answering with `turns`.
     *
     * @param state - what `pause` returned
     * @param decision - approve or decline the paused call
     * @param turns - the scripted model's turns in the fresh process
     */
    resumeInFreshProcess(
      state: string,
      decision: 'approve' | 'decline',
      turns: readonly ScriptedTurn[],
    ): Promise<ResumedRun>
  }
  /** Whether the framework carries images in tool results to the provider. */
  readonly images: boolean
}
