// Runs the conversion off the page's thread, so a schema that takes long never freezes the
// page: the page stops this worker after a timeout and starts a new one.
import {
  checkProviderSchema,
  fromJsonSchema,
  type JsonSchemaInput,
  type ProviderSchemaOptions,
  type ProviderTarget,
  toProviderSchema,
} from '@polytool/json-schema'
import type { PlaygroundRequest, PlaygroundResponse, ShownError } from './protocol'

self.onmessage = (event: MessageEvent<PlaygroundRequest>) => {
  self.postMessage(run(event.data))
}

function run(request: PlaygroundRequest): PlaygroundResponse {
  const { id } = request
  let schema: unknown
  try {
    schema = JSON.parse(request.schemaText)
  } catch (error) {
    return {
      id,
      error: { name: 'SyntaxError', message: `The schema is not JSON: ${message(error)}` },
    }
  }
  const options = optionsFor(request)
  let emitted: ReturnType<typeof toProviderSchema>
  try {
    emitted = toProviderSchema(schema as JsonSchemaInput, request.target, options)
  } catch (error) {
    return { id, error: shown(error) }
  }
  const response: PlaygroundResponse = {
    id,
    emitted: JSON.stringify(emitted.schema, null, 2) ?? '(no parameters: the field is omitted)',
    wrappedIn: emitted.wrappedIn,
    warnings: emitted.warnings.map(({ code, pointer, message }) => ({ code, pointer, message })),
    violations: checkProviderSchema(emitted.schema, request.target, options).map(
      ({ pointer, rule, message, fix }) => ({ pointer, rule, message, fix }),
    ),
  }
  return request.argsText.trim() === ''
    ? response
    : { ...response, ...decode(request, schema, emitted.decode) }
}

/** Decodes what the model sent and validates the result with the original schema. */
function decode(request: PlaygroundRequest, schema: unknown, plan: (args: unknown) => unknown) {
  let decoded: unknown
  try {
    decoded = plan(JSON.parse(request.argsText))
  } catch (error) {
    return { decodeError: shown(error) }
  }
  try {
    const result = fromJsonSchema(schema as JsonSchemaInput)['~standard'].validate(decoded)
    if (result instanceof Promise) throw new Error('the schema validates asynchronously')
    return {
      decoded: JSON.stringify(decoded, null, 2) ?? 'undefined',
      accepted: result.issues === undefined,
      issues: (result.issues ?? []).map((issue) => ({
        path: (issue.path ?? [])
          .map((key) => (typeof key === 'object' ? String(key.key) : String(key)))
          .join('.'),
        message: issue.message,
      })),
    }
  } catch (error) {
    return { decoded: JSON.stringify(decoded, null, 2), decodeError: shown(error) }
  }
}

function optionsFor(request: PlaygroundRequest): ProviderSchemaOptions<ProviderTarget> {
  if (request.target === 'gemini') return { mode: request.geminiMode }
  if (request.target === 'mcp') return {}
  return { strict: request.strict }
}

function shown(error: unknown): ShownError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const { code, pointer } = error as { code?: unknown; pointer?: unknown }
  return {
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof pointer === 'string' ? { pointer } : {}),
    message: error.message,
  }
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
