import { ToolDefinitionError } from './errors'
import { safeStringify } from './safe-stringify'
import { isStandardSchema } from './standard-schema'
import { VALIDATION_LIMIT_NAMES } from './validation-limits'

/** The tool options that hold a schema. */
export const SCHEMA_OPTIONS = [
  'inputSchema',
  'outputSchema',
  'suspendSchema',
  'resumeSchema',
  'requestContextSchema',
] as const

const FUNCTION_OPTIONS = [
  'execute',
  'toModelOutput',
  'onInputStart',
  'onInputDelta',
  'onInputAvailable',
  'onOutput',
] as const

const OBJECT_OPTIONS = ['transform', 'mcp', 'providerOptions', 'background'] as const

/** Every option `createTool` knows. */
export const KNOWN_OPTIONS: ReadonlySet<string> = new Set([
  'id',
  'description',
  'strict',
  'requireApproval',
  'inputExamples',
  'exposeErrors',
  'validationLimits',
  ...SCHEMA_OPTIONS,
  ...FUNCTION_OPTIONS,
  ...OBJECT_OPTIONS,
])

/** Throws a `ToolDefinitionError` (a `TypeError`) naming the first option that cannot work. */
export function assertValidDefinition(
  options: unknown,
): asserts options is Record<string, unknown> {
  if (typeof options !== 'object' || options === null) {
    throw new ToolDefinitionError(
      'options',
      `createTool expects an options object, received ${describe(options)}`,
    )
  }
  const record = options as Record<string, unknown>
  const { id, description } = record
  if (typeof id !== 'string' || id.trim() === '') {
    throw new ToolDefinitionError(
      'id',
      `createTool: "id" must be a non-empty string, received ${describe(id)}`,
    )
  }
  const where = `createTool(${JSON.stringify(id)})`
  if (typeof description !== 'string' || description.trim() === '') {
    throw new ToolDefinitionError(
      'description',
      `${where}: "description" must be a non-empty string (the model reads it to decide when to call the tool), received ${describe(description)}`,
    )
  }
  for (const key of Object.keys(record)) {
    if (!KNOWN_OPTIONS.has(key)) {
      throw new ToolDefinitionError(key, `${where}: unknown option "${key}"`)
    }
  }
  for (const name of SCHEMA_OPTIONS) assertSchema(where, name, record[name])
  for (const name of FUNCTION_OPTIONS) assertType(where, name, record[name], 'function')
  for (const name of OBJECT_OPTIONS) assertType(where, name, record[name], 'object')
  assertType(where, 'strict', record.strict, 'boolean')
  assertType(where, 'exposeErrors', record.exposeErrors, 'boolean')
  assertValidationLimits(where, record.validationLimits)
  assertBackgroundTimeout(where, record.background)
  const approval = record.requireApproval
  if (approval !== undefined && typeof approval !== 'boolean' && typeof approval !== 'function') {
    throw new ToolDefinitionError(
      'requireApproval',
      `${where}: "requireApproval" must be a boolean or a function of (input, { requestContext }), received ${describe(approval)}`,
    )
  }
  assertInputExamples(where, record.inputExamples)
}

function assertSchema(where: string, name: string, schema: unknown): void {
  if (schema === undefined || isStandardSchema(schema)) return
  const hasOnlyJsonSchema = typeof schema === 'object' && schema !== null && '~standard' in schema
  const fix = hasOnlyJsonSchema
    ? 'it has "~standard" but no "~standard.validate", so it cannot validate'
    : 'expected a Standard Schema (Zod 4, Valibot, ArkType, … — an object with "~standard.validate"); for a plain JSON Schema, wrap it with fromJsonSchema() from @polytool/json-schema'
  throw new ToolDefinitionError(
    name,
    `${where}: "${name}" is not a Standard Schema: ${fix}. Received ${describe(schema)}`,
  )
}

function assertType(
  where: string,
  name: string,
  value: unknown,
  expected: 'function' | 'object' | 'boolean',
): void {
  if (value === undefined) return
  const ok =
    expected === 'object'
      ? typeof value === 'object' && value !== null && !Array.isArray(value)
      : typeof value === expected
  if (!ok) {
    throw new ToolDefinitionError(
      name,
      `${where}: "${name}" must be ${expected === 'object' ? 'an object' : `a ${expected}`}, received ${describe(value)}`,
    )
  }
}

function assertValidationLimits(where: string, limits: unknown): void {
  assertType(where, 'validationLimits', limits, 'object')
  if (limits === undefined) return
  for (const name of Object.keys(limits as object)) {
    const value = (limits as Record<string, unknown>)[name]
    const known = (VALIDATION_LIMIT_NAMES as readonly string[]).includes(name)
    if (!known || !(Number.isInteger(value) && (value as number) > 0)) {
      throw new ToolDefinitionError(
        'validationLimits',
        known
          ? `${where}: "validationLimits.${name}" must be a positive integer, received ${describe(value)}`
          : `${where}: unknown option "validationLimits.${name}" (expected ${VALIDATION_LIMIT_NAMES.join(', ')})`,
      )
    }
  }
}

// A time limit that is no positive number would silently mean none.
function assertBackgroundTimeout(where: string, background: unknown): void {
  const timeoutMs = (background as { timeoutMs?: unknown } | undefined)?.timeoutMs
  if (timeoutMs === undefined || (typeof timeoutMs === 'number' && timeoutMs > 0)) return
  throw new ToolDefinitionError(
    'background',
    `${where}: "background.timeoutMs" must be a positive number of milliseconds (Infinity for none), received ${describe(timeoutMs)}`,
  )
}

function assertInputExamples(where: string, examples: unknown): void {
  if (examples === undefined) return
  const valid =
    Array.isArray(examples) &&
    examples.every(
      (example) =>
        typeof example === 'object' &&
        example !== null &&
        typeof (example as { input?: unknown }).input === 'object' &&
        (example as { input?: unknown }).input !== null,
    )
  if (!valid) {
    throw new ToolDefinitionError(
      'inputExamples',
      `${where}: "inputExamples" must be an array of { input: object }, received ${describe(examples)}`,
    )
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (value === undefined) return 'undefined'
  if (typeof value === 'function') return 'a function'
  const type = Array.isArray(value) ? 'an array' : typeof value
  return `${type} ${safeStringify(value, { maxLength: 80 })}`
}
