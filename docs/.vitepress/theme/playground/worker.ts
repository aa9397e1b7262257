// Runs the conversion off the page's thread, so a schema that takes long never freezes the
// page: the page stops this worker after a timeout and starts a new one. A library's source
// runs here too (evaluate.ts), with the library loaded on demand (libraries/load.ts).
import type { StandardSchemaV1 } from '@polytool/core'
import {
  checkProviderSchema,
  type JsonSchemaInput,
  type ProviderSchemaOptions,
  type ProviderTarget,
  toProviderSchema,
} from '@polytool/json-schema'
import { type Detected, detect } from './detect'
import { crossing } from './large-text'
import { loadLibrary } from './libraries/load'
import type { PlaygroundRequest, PlaygroundResponse } from './protocol'
import { shown } from './shown'

self.onmessage = async (event: MessageEvent<PlaygroundRequest>) => {
  const response = await run(event.data)
  // Long texts cross as bytes, transferred: the page's thread never copies megabytes.
  const transfer: ArrayBuffer[] = []
  const texts = ['emitted', 'jsonSchema', 'decoded'] as const
  const crossed = Object.fromEntries(
    texts.flatMap((key) => {
      const text = response[key]
      return typeof text === 'string' ? [[key, crossing(text, transfer)]] : []
    }),
  )
  self.postMessage({ ...response, ...crossed }, { transfer })
}

/** The schema to convert: JSON Schema, and the library's schema when it came from source. */
interface Input {
  readonly json: unknown
  readonly schema?: StandardSchemaV1
}

async function run(request: PlaygroundRequest): Promise<PlaygroundResponse> {
  const { id } = request
  const detected = detect(request.schemaText)
  if (detected.format === 'unknown') {
    return {
      id,
      error: {
        name: 'UnknownFormat',
        message: 'The schema could not be read.',
        hint: detected.hint,
      },
    }
  }
  const library = detected.format === 'source' ? detected.library : 'json-schema'
  let input: Input
  try {
    input = await inputOf(request.schemaText, detected)
  } catch (error) {
    return { id, detected: library, error: shown(error) }
  }
  const options = optionsFor(request)
  let emitted: ReturnType<typeof toProviderSchema>
  try {
    emitted = toProviderSchema(input.json as JsonSchemaInput, request.target, options)
  } catch (error) {
    return { id, detected: library, error: shown(error) }
  }
  const response: PlaygroundResponse = {
    id,
    detected: library,
    ...(input.schema === undefined ? {} : { jsonSchema: JSON.stringify(input.json, null, 2) }),
    emitted: JSON.stringify(emitted.schema, null, 2) ?? '(no parameters: the field is omitted)',
    wrappedIn: emitted.wrappedIn,
    warnings: emitted.warnings.map(({ code, pointer, message }) => ({ code, pointer, message })),
    violations: checkProviderSchema(emitted.schema, request.target, options).map(
      ({ pointer, rule, message, fix }) => ({ pointer, rule, message, fix }),
    ),
  }
  if (request.argsText.trim() === '') return response
  const { decodeArguments } = await import('./decode')
  return {
    ...response,
    ...(await decodeArguments(
      request.argsText,
      emitted.decode,
      input.schema === undefined
        ? { kind: 'json-schema', json: input.json }
        : { kind: 'library', schema: input.schema },
    )),
  }
}

/** JSON Schema as parsed, or a library's source run and converted with its adapter. */
async function inputOf(
  text: string,
  detected: Exclude<Detected, { format: 'unknown' }>,
): Promise<Input> {
  if (detected.format === 'json-schema') return { json: parseJson(text) }
  const loaded = await loadLibrary(detected.library)
  const schema = loaded.evaluateSource(
    detected.code,
    detected.library,
    detected.bindings,
    loaded.namespace,
  ) as StandardSchemaV1
  return { json: loaded.toJsonSchema(schema, { io: 'input' }), schema }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw Object.assign(new SyntaxError(`The schema is not JSON: ${reason}`), {
      hint: /^\s*\{\s*['\w$]/.test(text)
        ? 'This looks like a JavaScript object: JSON Schema needs double quotes around every key and string ("type": "object"). To paste Zod, Valibot or ArkType, paste the schema call itself, such as z.object({ city: z.string() }).'
        : 'Check the JSON for a missing comma or quote, or paste Zod, Valibot or ArkType source such as z.object({ city: z.string() }).',
    })
  }
}

function optionsFor(request: PlaygroundRequest): ProviderSchemaOptions<ProviderTarget> {
  if (request.target === 'gemini') return { mode: request.geminiMode }
  if (request.target === 'mcp') return {}
  return { strict: request.strict }
}
