import type { StandardSchemaV1 } from '@standard-schema/spec'
import type { ToolCallContext, ToolExecutionContext } from './context'
import type { ToolHooks } from './hooks'
import type { ToolModelOutput } from './model-output'
import type { RequestContext } from './request-context'
import type { SchemaInput, SchemaOutput } from './standard-schema'
import type { ToolPayloadTransform } from './transform'
import type { ValidationError } from './validation-error'
import type { ValidationLimits } from './validation-limits'

/** The schema type a tool option accepts (a Standard Schema validator). */
export type AnySchema = StandardSchemaV1<any, any>

/** Behaviour hints for MCP clients, passed unchanged when tools are listed. */
export interface ToolAnnotations {
  /** Human-readable name for display. */
  title?: string
  /** The tool does not modify its environment. Default `false`. */
  readOnlyHint?: boolean
  /** The tool may perform destructive updates. Default `true`. */
  destructiveHint?: boolean
  /** Repeated calls with the same arguments have no further effect. Default `false`. */
  idempotentHint?: boolean
  /** The tool talks to an open world of external entities. Default `true`. */
  openWorldHint?: boolean
}

/** MCP-specific properties of a tool. */
export interface MCPToolProperties {
  /** MCP's tool annotations (`readOnlyHint`, `destructiveHint`, …), listed with the tool. */
  annotations?: ToolAnnotations
  /** Arbitrary metadata for MCP clients, passed unchanged. */
  _meta?: Record<string, unknown>
  /**
   * OAuth scopes a caller's access token must all carry to see and call the tool over an
   * authenticated MCP HTTP server; other transports ignore them.
   */
  scopes?: readonly string[]
}

/** Background-task settings: the tool may run while the conversation goes on. */
export interface ToolBackgroundConfig {
  /** Whether a call of this tool runs in the background (on a worker) rather than in the turn. */
  enabled?: boolean
  /** Longest time the background task may run, in milliseconds. */
  timeoutMs?: number
  /**
   * How many times a distributed executor may start the call again after its worker died.
   * Set it only when a second run is safe; without it, only `idempotentHint` tools are retried.
   */
  retries?: number
  [key: string]: unknown
}

/** A tool declined by its approval gate: a value the model can read, like a `ValidationError`. */
export interface ToolCallDeclined {
  /** Always `true`: tells a failure apart from a tool's own output. */
  readonly error: true
  /** The code of a call that a person declined. */
  readonly code: 'TOOL_CALL_DECLINED'
  /** A message for the model: the call was declined, and was not run. */
  readonly message: string
  /** The reason the person gave, if any. */
  readonly reason?: string
}

type MaybePromise<T> = T | Promise<T>

type RequestValues<S> =
  SchemaOutput<S> extends Record<string, unknown> ? SchemaOutput<S> : Record<string, unknown>

/** What `execute` must return: the output schema's input type, or anything without one. */
export type ExecuteReturn<TOutput, TSuspend> = TOutput extends AnySchema
  ? // biome-ignore lint/suspicious/noConfusingVoidType: `return await suspend(…)` returns void
    SchemaInput<TOutput> | (TSuspend extends AnySchema ? undefined | void : never)
  : unknown

/**
 * The output side of a result. It declares `error?: undefined` so that the check
 * `'error' in result && result.error` narrows a result to the output, as the reference shows.
 */
export type ToolOutput<TOutput> =
  SchemaOutput<TOutput> extends infer O
    ? O extends object
      ? 'error' extends keyof O
        ? O
        : O & { readonly error?: undefined }
      : O
    : never

/** A `requireApproval` rule that decides from the validated input and the request context. */
export type ApprovalFunction<TInput = any, TRequestContext = any> = (
  input: SchemaOutput<TInput>,
  context: { requestContext: RequestContext<RequestValues<TRequestContext>> },
) => boolean | PromiseLike<boolean>

/** The `requireApproval` option: a fixed answer, or a rule decided per call. */
export type ApprovalRule<TInput = any, TRequestContext = any> =
  | boolean
  | ApprovalFunction<TInput, TRequestContext>

/** The `execute` option: the tool's logic, given the validated input and the execution context. */
export type ExecuteFunction<
  TInput = any,
  TOutput = any,
  TSuspend = any,
  TResume = any,
  TRequestContext = any,
> = (
  inputData: SchemaOutput<TInput>,
  context: ToolExecutionContext<
    SchemaInput<TSuspend>,
    SchemaOutput<TResume>,
    RequestValues<TRequestContext>
  >,
) => MaybePromise<ExecuteReturn<TOutput, TSuspend>>

/**
 * Whether a call can be declined, given the tool's `requireApproval` option: only a tool that may
 * need approval (`true`, a rule, or a `boolean` not known at compile time) ever is, since an
 * approval gate is asked only when `needsApproval` answers `true`.
 */
export type CanBeDeclined<TApproval> =
  IsAny<TApproval> extends true ? true : [TApproval] extends [undefined | false] ? false : true

type IsAny<T> = 0 extends 1 & T ? true : false

/**
 * What `tool.execute` resolves to: the validated output or a readable failure value. A
 * `ToolCallDeclined` is part of it only when `TApproval` (the type of the tool's
 * `requireApproval`) may ask for approval.
 */
export type ToolResult<TOutput, TSuspend = undefined, TApproval = ApprovalRule | undefined> =
  | ToolOutput<TOutput>
  | ValidationError
  | (CanBeDeclined<TApproval> extends true ? ToolCallDeclined : never)
  | (TSuspend extends AnySchema ? undefined : never)

/** The options of `createTool`, as in the reference. */
export interface ToolOptions<
  TId extends string = string,
  TInput extends AnySchema | undefined = AnySchema | undefined,
  TOutput extends AnySchema | undefined = AnySchema | undefined,
  TSuspend extends AnySchema | undefined = AnySchema | undefined,
  TResume extends AnySchema | undefined = AnySchema | undefined,
  TRequestContext extends AnySchema | undefined = AnySchema | undefined,
  TExecute extends
    | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
    | undefined = ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext> | undefined,
  TApproval extends ApprovalRule<TInput, TRequestContext> | undefined =
    | ApprovalRule<TInput, TRequestContext>
    | undefined,
> extends ToolHooks<SchemaOutput<TInput>, SchemaOutput<TOutput>> {
  /** Unique tool identifier; the name the model calls. */
  id: TId
  /** What the tool does; the model reads it to decide when to call the tool. */
  description: string
  /** Validates the arguments; its output type is `execute`'s first parameter. */
  inputSchema?: TInput
  /** Validates what `execute` returns. */
  outputSchema?: TOutput
  /** Ask providers that support it to generate arguments that match the schema exactly. */
  strict?: boolean
  /** Shapes what the model sees of the output; the application keeps the raw output. */
  toModelOutput?: (output: SchemaOutput<TOutput>) => ToolModelOutput | PromiseLike<ToolModelOutput>
  /** Shapes what display streams and transcripts see, per phase. */
  transform?: ToolPayloadTransform<
    SchemaOutput<TInput>,
    SchemaOutput<TOutput>,
    SchemaInput<TSuspend>,
    SchemaOutput<TResume>
  >
  /** Validates the payload given to `suspend()`. */
  suspendSchema?: TSuspend
  /** Validates `resumeData` when the tool resumes. */
  resumeSchema?: TResume
  /**
   * Whether the call needs explicit approval, fixed or decided from the input. Without it (or
   * with `false`) no call is ever declined, and `tool.execute`'s result type says so.
   */
  requireApproval?: TApproval | ApprovalFunction<TInput, TRequestContext>
  /** MCP annotations and `_meta`, passed unchanged to MCP clients. */
  mcp?: MCPToolProperties
  /** Validates the request context before `execute` runs. */
  requestContextSchema?: TRequestContext
  /** Provider-specific options, keyed by provider name (`openai`, `anthropic`, …). */
  providerOptions?: Record<string, Record<string, unknown>>
  /** Valid example inputs, for providers that take examples. */
  inputExamples?: Array<{ input: Record<string, unknown> }>
  /** Background-task settings. */
  background?: ToolBackgroundConfig
  /**
   * Show the model the message of any exception `execute` throws (redacted, cut to 500
   * characters). Off by default: the model reads a generic message unless the tool throws a
   * `ToolError`, and the exception itself stays with the host (the `cause` of
   * `ToolExecutionError`, the runtime's observer).
   */
  exposeErrors?: boolean
  /** Caps on a failed validation's issues and message size (defaults: 100 issues, 8,192 characters). */
  validationLimits?: ValidationLimits
  /**
   * The tool's logic: validated input first, execution context second. A tool made with it has
   * a `tool.execute` that is always defined.
   */
  execute?: TExecute
}

/**
 * `tool.execute`: runs the pipeline (validate input and request context, approval, resume data,
 * `execute`, suspend payload, output). Validation failures resolve to a `ValidationError`; an
 * exception from `execute` rejects with `ToolExecutionError`; an abort with `ToolAbortedError`.
 */
export type ToolRun<
  TInput extends AnySchema | undefined = AnySchema | undefined,
  TOutput extends AnySchema | undefined = AnySchema | undefined,
  TSuspend extends AnySchema | undefined = AnySchema | undefined,
  TResume extends AnySchema | undefined = AnySchema | undefined,
  TApproval = ApprovalRule | undefined,
> = (
  inputData: SchemaInput<TInput>,
  context?: ToolCallContext<SchemaInput<TResume>>,
) => Promise<ToolResult<TOutput, TSuspend, TApproval>>

/**
 * The `execute` member of a tool: required when the definition has `execute`, absent when it
 * has none, optional when that is not known (as for `AnyTool`).
 */
type ToolRunMember<TExecute, TRun> =
  IsAny<TExecute> extends true
    ? { execute?: TRun }
    : [TExecute] extends [undefined]
      ? { execute?: undefined }
      : undefined extends TExecute
        ? { execute?: TRun }
        : { execute: TRun }

/** Everything of a tool but `execute`. */
export interface ToolBase<
  TId extends string = string,
  TInput extends AnySchema | undefined = AnySchema | undefined,
  TOutput extends AnySchema | undefined = AnySchema | undefined,
  TSuspend extends AnySchema | undefined = AnySchema | undefined,
  TResume extends AnySchema | undefined = AnySchema | undefined,
  TRequestContext extends AnySchema | undefined = AnySchema | undefined,
  TExecute extends
    | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
    | undefined = ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext> | undefined,
  TApproval extends ApprovalRule<TInput, TRequestContext> | undefined =
    | ApprovalRule<TInput, TRequestContext>
    | undefined,
> extends Omit<
    ToolOptions<TId, TInput, TOutput, TSuspend, TResume, TRequestContext, TExecute, TApproval>,
    'execute' | 'requireApproval'
  > {
  /** The tool's id: the name the model calls it by. */
  readonly id: TId
  /** What the tool does, as the model reads it to decide when to call it. */
  readonly description: string
  /** Whether the tool always needs approval (`true`), never (`false`), or decides per input. */
  readonly requireApproval: TApproval
  /** The options exactly as passed to `createTool`, including the raw `execute`. */
  readonly definition: Readonly<
    ToolOptions<TId, TInput, TOutput, TSuspend, TResume, TRequestContext, TExecute, TApproval>
  >
  /** Answers whether this input needs approval, for both forms of `requireApproval`. */
  needsApproval(
    input: SchemaOutput<TInput>,
    context?: { requestContext?: RequestContext<any> },
  ): Promise<boolean>
}

/**
 * A defined tool: every option as given, plus `needsApproval` and `execute`, the validated
 * pipeline around the definition's `execute` (see `ToolRun`). `execute` is defined exactly when
 * the definition has one, and its result holds a `ToolCallDeclined` only when `requireApproval`
 * may ask for approval.
 */
export type Tool<
  TId extends string = string,
  TInput extends AnySchema | undefined = AnySchema | undefined,
  TOutput extends AnySchema | undefined = AnySchema | undefined,
  TSuspend extends AnySchema | undefined = AnySchema | undefined,
  TResume extends AnySchema | undefined = AnySchema | undefined,
  TRequestContext extends AnySchema | undefined = AnySchema | undefined,
  TExecute extends
    | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
    | undefined = ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext> | undefined,
  TApproval extends ApprovalRule<TInput, TRequestContext> | undefined =
    | ApprovalRule<TInput, TRequestContext>
    | undefined,
> = ToolBase<TId, TInput, TOutput, TSuspend, TResume, TRequestContext, TExecute, TApproval> &
  ToolRunMember<TExecute, ToolRun<TInput, TOutput, TSuspend, TResume, TApproval>>

/** Any tool, whatever its schemas. */
export type AnyTool = Tool<string, any, any, any, any, any, any, any>

/** Companion types of `Tool`. */
export declare namespace Tool {
  /** The options of `createTool`. */
  export type Options<
    TId extends string = string,
    TInput extends AnySchema | undefined = AnySchema | undefined,
    TOutput extends AnySchema | undefined = AnySchema | undefined,
    TSuspend extends AnySchema | undefined = AnySchema | undefined,
    TResume extends AnySchema | undefined = AnySchema | undefined,
    TRequestContext extends AnySchema | undefined = AnySchema | undefined,
    TExecute extends
      | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
      | undefined =
      | ExecuteFunction<TInput, TOutput, TSuspend, TResume, TRequestContext>
      | undefined,
    TApproval extends ApprovalRule<TInput, TRequestContext> | undefined =
      | ApprovalRule<TInput, TRequestContext>
      | undefined,
  > = ToolOptions<TId, TInput, TOutput, TSuspend, TResume, TRequestContext, TExecute, TApproval>
  /** The type `execute` receives as input. */
  export type InferInput<T extends AnyTool> =
    T extends Tool<string, infer I, any, any, any, any, any, any> ? SchemaOutput<I> : never
  /** The type a successful `tool.execute` resolves to. */
  export type InferOutput<T extends AnyTool> =
    T extends Tool<string, any, infer O, any, any, any, any, any> ? SchemaOutput<O> : never
}
