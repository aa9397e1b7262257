import type { ToolObserver } from '../observe'
import type { RequestContext } from '../request-context'
import type { AnyTool } from '../tool'
import type { BackgroundExecutor } from './background'
import type { BackgroundJobSigner } from './background-job-check'
import type { ChunkStream } from './chunk-stream'

/** What every call of one runtime shares. */
export interface RuntimeScope {
  readonly tools: ReadonlyMap<string, AnyTool>
  readonly requestContext: RequestContext<any>
  readonly messages: unknown[]
  readonly observer: ToolObserver | undefined
  /** The provider list's `decode`, run on each call's complete arguments before validation. */
  readonly decode: ((toolName: string, input: unknown) => unknown) | undefined
  readonly timeoutMs: number | undefined
  /** Deepest nesting of a call's arguments (and of a restored snapshot's values). */
  readonly maxInputDepth: number
  readonly signal: AbortSignal | undefined
  readonly executor: BackgroundExecutor
  /** Signs each background job, when the runtime has a `jobKey`. */
  readonly jobSigner: BackgroundJobSigner | undefined
  readonly display: ChunkStream
  readonly transcript: ChunkStream
}
