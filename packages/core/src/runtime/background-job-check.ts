import { safeStringify } from '../safe-stringify'
import { excerpt } from '../secrets'
import type { BackgroundJob, BackgroundResult } from './background'
import { ToolCallRuntimeError } from './errors'
import { isJobId } from './job-identity'
import type { ToolCallFailure } from './outcome'
import { DEFAULT_MAX_JSON_DEPTH } from './partial-json/parser'
import { isPlainJsonWithin } from './plain-json-check'
import { type PlainJsonLimits, readPlainJson } from './snapshot-json'
import { type SnapshotKey, SnapshotSigner } from './snapshot-signature'

/** The fields a background job may have; any other is refused. */
const JOB_FIELDS: ReadonlySet<string> = new Set([
  'jobId',
  'toolName',
  'toolCallId',
  'input',
  'requestContext',
  'timeoutMs',
  'attempt',
  'traceparent',
  'approved',
  'signature',
])

/** How much of a job the signature covers: deeper or longer jobs cannot be signed nor checked. */
const JOB_LIMITS: PlainJsonLimits = { maxDepth: DEFAULT_MAX_JSON_DEPTH + 4, maxSize: 16_000_000 }

const tooLarge = `The background job is invalid: it is not plain JSON within ${JOB_LIMITS.maxSize} characters and ${JOB_LIMITS.maxDepth} levels`

const SIGNED_JOBS = { context: 'polytool-background-job-v1\n', option: 'jobKey' }
const SIGNED_RESULTS = { context: 'polytool-background-result-v1\n', option: 'jobKey' }

/** A job that failed its checks, as the failure its call ends with. */
function jobFailure(code: string, message: string): ToolCallFailure {
  return { error: true, code, message }
}

/**
 * Reads job data taken from a queue, trusting nothing: every field must be there with its
 * type, and no other field, and the whole job plain JSON of at most 16,000,000 characters and
 * 260 levels. Answers the job, or a `BACKGROUND_JOB_INVALID` failure that names the first wrong
 * field (its value shown short and redacted).
 *
 * @param value - The job's data as the queue gave it.
 * @param storedId - The id the queue keeps the job under, when it has one: `jobId` must be it.
 * @returns The job, or the failure to end its call with.
 *
 * @example
 * ```ts fragment
 * import { readBackgroundJob } from '@polytool/core'
 *
 * declare const queued: { data: unknown; id: string }
 *
 * const job = readBackgroundJob(queued.data, queued.id)
 * if ('error' in job) console.error(`refused: ${job.code}`)
 * ```
 */
export function readBackgroundJob(
  value: unknown,
  storedId?: string,
): BackgroundJob | ToolCallFailure {
  const problem = jobProblem(value, storedId)
  if (problem === undefined) {
    // Signed or not, no job is read past the limits a signature covers. Checked without a
    // copy: a signed job's signature check makes its canonical text anyway.
    if (!isPlainJsonWithin(value, JOB_LIMITS)) return jobFailure('BACKGROUND_JOB_INVALID', tooLarge)
    return value as BackgroundJob
  }
  const [field, expected, received] = problem
  const shown = excerpt(safeStringify(received, { maxLength: 200 }), 80)
  return jobFailure(
    'BACKGROUND_JOB_INVALID',
    `The background job is invalid: ${field} must be ${expected}, received ${shown}`,
  )
}

// The first wrong field: where, what was expected, what came.
function jobProblem(
  value: unknown,
  storedId: string | undefined,
): [field: string, expected: string, received: unknown] | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['the job', 'an object', value]
  }
  const prototype = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) {
    return ['the job', 'a plain object', 'an object of another class']
  }
  const job = value as Record<string, unknown>
  for (const key of Object.keys(job)) {
    if (!JOB_FIELDS.has(key)) return [`job.${excerpt(key, 40)}`, 'absent (no such field)', job[key]]
  }
  const { jobId, toolName, toolCallId, requestContext, attempt, timeoutMs, approved, signature } =
    job
  if (!isJobId(jobId)) return ['job.jobId', 'a job id minted by the runtime', jobId]
  if (storedId !== undefined && jobId !== storedId) {
    return ['job.jobId', `the id the queue keeps the job under (${storedId})`, jobId]
  }
  if (typeof toolName !== 'string' || toolName === '') {
    return ['job.toolName', 'a non-empty string', toolName]
  }
  if (typeof toolCallId !== 'string' || toolCallId === '') {
    return ['job.toolCallId', 'a non-empty string', toolCallId]
  }
  if (!Object.hasOwn(job, 'input')) return ['job.input', 'present', undefined]
  if (
    typeof requestContext !== 'object' ||
    requestContext === null ||
    Array.isArray(requestContext)
  ) {
    return ['job.requestContext', 'an object of request context values', requestContext]
  }
  if (typeof attempt !== 'number' || !Number.isInteger(attempt) || attempt < 1) {
    return ['job.attempt', 'a positive integer', attempt]
  }
  if (
    timeoutMs !== undefined &&
    !(typeof timeoutMs === 'number' && Number.isFinite(timeoutMs) && timeoutMs > 0)
  ) {
    return ['job.timeoutMs', 'a positive number of milliseconds, or absent', timeoutMs]
  }
  if (approved !== undefined && approved !== true)
    return ['job.approved', 'true, or absent', approved]
  if (signature !== undefined && typeof signature !== 'string') {
    return ['job.signature', 'a string, or absent', signature]
  }
  return undefined
}

/**
 * Signs background jobs with a host's `jobKey` (HMAC-SHA-256 over the job's canonical JSON,
 * bound to this use so that a key shared with `snapshotKey` cannot forge either), and checks
 * them on the worker in constant time. Workers sign their results with it too (`signResult`,
 * bound to the job's id), and a runtime with a `jobKey` refuses any result of a remote executor
 * that `checkResult` does not accept. A runtime with a `jobKey` and `createToolWorker({ jobKey })`
 * use it; an executor of your own that runs jobs elsewhere must sign its results the same way.
 *
 * @example
 * ```ts fragment
 * import { type BackgroundJob, BackgroundJobSigner } from '@polytool/core'
 *
 * declare const job: BackgroundJob
 *
 * const signer = new BackgroundJobSigner(process.env.JOB_KEY!)
 * const refused = await signer.check(job)
 * if (refused) console.error(`refused: ${refused.code}`)
 * ```
 */
export class BackgroundJobSigner {
  readonly #signer: SnapshotSigner
  readonly #results: SnapshotSigner

  /**
   * @param key - At least 32 bytes of secret, or an HMAC SHA-256 `CryptoKey`; agents and
   * workers of one queue share it. Throws a `ToolCallRuntimeError` (`INVALID_OPTIONS`) for a
   * key too short or of the wrong kind.
   */
  constructor(key: SnapshotKey) {
    this.#signer = new SnapshotSigner(key, SIGNED_JOBS)
    this.#results = new SnapshotSigner(key, SIGNED_RESULTS)
  }

  /**
   * The result of the job `jobId` with its `signature` (over its status, output or error, and
   * the job id: a result cannot be moved to another job). A result too large or deep to sign
   * (see the job limits) becomes a signed `BACKGROUND_RESULT_INVALID` failure.
   *
   * @param jobId - The job the result answers.
   * @param result - The result, without a signature.
   * @returns A plain JSON copy of the result, signed.
   */
  async signResult(jobId: string, result: BackgroundResult): Promise<BackgroundResult> {
    const { signature: _, ...unsigned } = JSON.parse(JSON.stringify(result)) as BackgroundResult
    let canonical: string
    try {
      canonical = canonicalResult(jobId, unsigned)
    } catch {
      const failed: BackgroundResult = {
        status: 'failed',
        toolCallId: result.toolCallId,
        error: jobFailure(
          'BACKGROUND_RESULT_INVALID',
          `The background call's result is not plain JSON within ${JOB_LIMITS.maxSize} characters and ${JOB_LIMITS.maxDepth} levels`,
        ),
      }
      return { ...failed, signature: await this.#results.sign(canonicalResult(jobId, failed)) }
    }
    return { ...unsigned, signature: await this.#results.sign(canonical) }
  }

  /**
   * Whether `result` is what a worker with this key answered for the job `jobId`, unchanged.
   *
   * @param jobId - The job the result is for.
   * @param result - The result as the executor received it.
   * @returns True when its signature holds.
   */
  async checkResult(jobId: string, result: BackgroundResult): Promise<boolean> {
    const { signature, ...unsigned } = result
    if (typeof signature !== 'string') return false
    let canonical: string
    try {
      canonical = canonicalResult(jobId, unsigned)
    } catch {
      return false
    }
    return this.#results.verify(canonical, signature)
  }

  /**
   * The job with its `signature`, over the job as a queue stores it (plain JSON).
   *
   * @param job - The job to sign, without a signature.
   * @returns A plain JSON copy of the job, signed.
   */
  async sign(job: BackgroundJob): Promise<BackgroundJob> {
    const { signature: _, ...unsigned } = JSON.parse(JSON.stringify(job)) as BackgroundJob
    const signature = await this.#signer.sign(canonicalJob(unsigned))
    return { ...unsigned, signature }
  }

  /**
   * Answers a `BACKGROUND_JOB_SIGNATURE_INVALID` failure for a job that is not signed with this
   * key, or was changed since (its input, its approval, its id, anything), else `undefined`.
   *
   * @param job - A job read by `readBackgroundJob`.
   * @returns The failure to end the call with, or undefined when the signature holds.
   */
  async check(job: BackgroundJob): Promise<ToolCallFailure | undefined> {
    const { signature, ...unsigned } = job
    if (signature === undefined) {
      return jobFailure(
        'BACKGROUND_JOB_SIGNATURE_INVALID',
        'The background job is not signed, and this worker has a jobKey: it runs only jobs signed with it',
      )
    }
    let canonical: string
    try {
      canonical = canonicalJob(unsigned)
    } catch {
      return jobFailure('BACKGROUND_JOB_INVALID', tooLarge)
    }
    if (await this.#signer.verify(canonical, signature)) return undefined
    return jobFailure(
      'BACKGROUND_JOB_SIGNATURE_INVALID',
      'The background job’s signature does not match its content and this worker’s jobKey (edited, or signed with another key)',
    )
  }
}

// The label is not signed: the waiting runtime relabels every result with its own call's id.
function canonicalResult(jobId: string, result: Omit<BackgroundResult, 'signature'>): string {
  const { toolCallId: _, ...rest } = result
  return readPlainJson({ jobId, ...rest }, JOB_LIMITS).canonical
}

function canonicalJob(unsigned: object): string {
  try {
    return readPlainJson(unsigned, JOB_LIMITS).canonical
  } catch (error) {
    throw new ToolCallRuntimeError(
      'BACKGROUND_JOB_INVALID',
      `Cannot sign the background job: ${error instanceof Error ? error.message : 'not plain JSON'}`,
    )
  }
}
