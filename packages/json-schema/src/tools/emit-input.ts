import type { JsonSchema } from '@polytool/core'
import type { WarningTag } from '../emit-state'
import { ProviderSchemaError } from '../errors'
import type { ProviderSchemaOptions, ProviderTarget } from '../options'
import { sharingPreparedInputs } from '../shared-inputs'
import { emitUncached, type ProviderSchema } from '../to-provider-schema'
import { ProviderToolError } from './errors'
import type { ProviderToolWarning } from './warnings'

/** A tool's input schema emitted for a target, and whether it went strict. */
export interface EmittedInput {
  readonly emitted: ProviderSchema
  readonly strict: boolean
  readonly warnings: readonly ProviderToolWarning[]
}

const NO_PARAMETERS: JsonSchema = Object.freeze({ type: 'object', properties: Object.freeze({}) })

/**
 * Emits a tool's input schema. Where strict mode was asked for and the schema cannot be strict
 * (a record with `records: 'error'`, a limit exceeded, …), it is emitted non-strict with a
 * `STRICT_DROPPED` warning, or a `STRICT_NOT_POSSIBLE` error when the caller keeps strict.
 */
export function emitToolInput(
  toolId: string,
  jsonSchema: JsonSchema | undefined,
  target: ProviderTarget,
  schemaOptions: ProviderSchemaOptions,
  strict: { readonly wanted: boolean; readonly keep: boolean },
): EmittedInput {
  // A schema that cannot be strict is emitted again, non-strict, from the same preparation.
  return sharingPreparedInputs(() => emitInput(toolId, jsonSchema, target, schemaOptions, strict))
}

function emitInput(
  toolId: string,
  jsonSchema: JsonSchema | undefined,
  target: ProviderTarget,
  schemaOptions: ProviderSchemaOptions,
  strict: { readonly wanted: boolean; readonly keep: boolean },
): EmittedInput {
  const input = jsonSchema ?? NO_PARAMETERS
  const tag = tagOf(toolId)
  if (target !== 'openai' && target !== 'anthropic') {
    const emitted = emitUncached(input, target, schemaOptions, tag)
    return { emitted, strict: false, warnings: toolWarnings(emitted) }
  }
  if (!strict.wanted) {
    const emitted = emitUncached(input, target, { ...schemaOptions, strict: false }, tag)
    return { emitted, strict: false, warnings: toolWarnings(emitted) }
  }
  try {
    const emitted = emitUncached(input, target, { ...schemaOptions, strict: true }, tag)
    return { emitted, strict: true, warnings: toolWarnings(emitted) }
  } catch (error) {
    if (!(error instanceof ProviderSchemaError) || error.code === 'INVALID_OPTIONS') throw error
    if (strict.keep) {
      throw new ProviderToolError(
        'STRICT_NOT_POSSIBLE',
        target,
        [toolId],
        `the input schema of "${toolId}" cannot be strict, and keepStrict is set: ${error.message}`,
        { pointer: error.pointer, cause: error },
      )
    }
    const emitted = emitUncached(input, target, { ...schemaOptions, strict: false }, tag)
    const dropped: ProviderToolWarning = {
      tool: toolId,
      schema: 'inputSchema',
      pointer: error.pointer,
      code: 'STRICT_DROPPED',
      message: `sent non-strict because its input schema cannot be strict: ${error.message}`,
    }
    return { emitted, strict: false, warnings: [dropped, ...toolWarnings(emitted)] }
  }
}

function tagOf(toolId: string): WarningTag {
  return { tool: toolId, schema: 'inputSchema' }
}

// Emitted with the tool's tag, the warnings are the entry's already.
function toolWarnings(emitted: ProviderSchema): readonly ProviderToolWarning[] {
  return emitted.warnings as readonly ProviderToolWarning[]
}
