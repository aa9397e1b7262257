import {
  currentMaxSchemaNodes,
  type JsonSchemaAdapter,
  type JsonSchemaRequest,
  type JsonSchemaTarget,
  jsonPattern,
  markInexact,
  markInexactBelow,
  markUnrepresentable,
  type StandardJSONSchemaV1,
  type StandardSchemaV1,
} from '@polytool/core'
import { type ConversionConfig, toJsonSchema } from '@valibot/to-json-schema'
import type { GenericSchema } from 'valibot'
import { pipesCheckingAfterTransform } from './after-transform'
import { findValibotAsyncInSync } from './async-in-sync'
import { stateDefaults } from './defaults'
import { stateFallbacks, stateRootFallback } from './fallbacks'
import { FORMAT_REFUSES_MORE } from './formats'
import { holdsHookedNode } from './hooked-nodes'
import { arrayIncludes } from './includes'
import { markLooseObject } from './loose-objects'
import { actionLossCode, schemaLossCode } from './losses'
import { mayTransform, valibotMakesValues } from './may-transform'
import { statedMultipleOf } from './multiple-of'
import { stateOutputObject, stripClosedMarks } from './output-objects'
import { valibotReadsInheritedKeys } from './reads-inherited-keys'
import { valibotRunsChecks } from './runs-checks'
import { markUnjudgedUnion, NO_UNIONS, unjudgedUnionsOf } from './scoped-arrays-as-objects'
import { assertReadableOutput, learnInputFacts } from './side-answers'
import { tagValibotOutput } from './tag-output'
import { isTuple, stateTuple, stateTupleLength } from './tuples'
import { explainConversionFailure } from './unconvertible-includes'
import { valibotValidator } from './validate'

/** Valibot's own converter options that the adapter passes through (`libraryOptions.valibot`). */
export type ValibotJsonSchemaOptions = Omit<ConversionConfig, 'target'>

/**
 * The Valibot adapter: converts raw Valibot schemas with `@valibot/to-json-schema` (no
 * `toStandardJsonSchema` needed) and tags every schema or action it cannot express, and every
 * keyword Valibot checks more loosely than JSON Schema (`VALIBOT_INEXACT`), which core warns about.
 * An async `transform` that rejects fails the validation (`valibotValidator`); an async function
 * in a synchronous `check`, `fallback` or default is refused when the tool is created
 * (`AsyncInSyncError`).
 */
export const valibotAdapter: JsonSchemaAdapter = {
  vendor: 'valibot',
  targets: ['draft-2020-12', 'draft-07', 'openapi-3.0'],
  freshOutput: true,
  toJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    // Valibot reads a missing optional `constructor` from Object.prototype: `{}` fails it.
    // Valibot skips the entries named `__proto__`, `constructor` and `prototype` of a record or
    // an object rest, unchecked and left out of the output: warned of on the object node, at a
    // key schema that may refuse them, and below its value schema, where a wrong value fails.
    // A union with an option written as `{}` accepts any value: reported at the union.
    // A definition named `__proto__` is moved to a name no assignment can lose.
    return tagValibotOutput(convert(schema, request), request.io)
  },
  validator: valibotValidator,
  findAsyncInSync: findValibotAsyncInSync,
  // A `transform`'s promise is the value its type says; a fallback's is not.
  outputMayHoldPromises: mayTransform,
  makesValues: valibotMakesValues,
  runsChecks: valibotRunsChecks,
  readsInheritedKeys: valibotReadsInheritedKeys,
}

function convert(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
  if (!isValibotSchema(schema)) return viaStandardJsonSchema(schema, request)
  const options = request.libraryOptions as ValibotJsonSchemaOptions | undefined
  const config: ConversionConfig = { typeMode: request.io, ...options, target: request.target }
  if (request.io === 'input') learnInputFacts(schema)
  else assertReadableOutput(schema)
  if (
    request.target === 'openapi-3.0' ||
    options?.errorMode !== undefined ||
    options?.overrideSchema !== undefined ||
    // Only the hook sees which objects are loose (`markLooseObject`), fallbacks, defaults,
    // the items of a tuple, the unions whose arrays taken as objects are not refused, and on
    // the output side the objects that strip unknown keys.
    holdsHookedNode(schema, request.io) ||
    (request.io === 'input' && unjudgedUnionsOf(schema) !== NO_UNIONS)
  ) {
    return explaining(
      schema,
      tagging(
        config,
        options?.errorMode,
        pipesCheckingAfterTransform(schema),
        unjudgedUnionsOf(schema),
        schema,
      ),
    )
  }
  // Valibot's `overrideSchema` hook is costly, and most schemas convert cleanly: convert
  // without it first, and tag losses only if that conversion throws on one.
  try {
    return toJsonSchema(
      schema,
      options === undefined
        ? QUICK_CONFIGS[request.target]
        : { ...config, errorMode: 'throw', overrideAction: tagAction(config) },
    )
  } catch {
    return explaining(
      schema,
      tagging(
        config,
        'ignore',
        pipesCheckingAfterTransform(schema),
        unjudgedUnionsOf(schema),
        schema,
      ),
    )
  }
}

// Valibot's converter throws on a few parts it cannot write (a `v.includes()` of a number): the
// error then names the part.
function explaining(schema: GenericSchema, config: ConversionConfig): object {
  try {
    const converted = toJsonSchema(schema, config)
    stateRootFallback(schema, converted, config.typeMode)
    return config.typeMode === 'output' ? stripClosedMarks(converted) : converted
  } catch (error) {
    throw explainConversionFailure(schema, error)
  }
}

type ActionOverride = NonNullable<ConversionConfig['overrideAction']>

// Fixes what Valibot writes wrong for an action (a pattern, a format, an array's `includes`),
// tags what it cannot fix (a fractional `multipleOf`), and leaves any other loss to Valibot.
function exactAction(target: JsonSchemaTarget | undefined): ActionOverride {
  return (context) =>
    arrayIncludes(context, target) ?? statedMultipleOf(context) ?? withExactPattern(context)
}

// Without `typeMode`, Valibot converts every pipe item, and throws on the items that `input` or
// `output` mode would skip (a later schema, a transformation): a conversion that succeeds is the
// same in every mode, and skips the per-pipe search for where a mode stops.
const QUICK_CONFIGS: Readonly<Record<JsonSchemaTarget, ConversionConfig>> = {
  'draft-2020-12': {
    target: 'draft-2020-12',
    errorMode: 'throw',
    overrideAction: exactAction('draft-2020-12'),
  },
  'draft-07': { target: 'draft-07', errorMode: 'throw', overrideAction: exactAction('draft-07') },
  'openapi-3.0': {
    target: 'openapi-3.0',
    errorMode: 'throw',
    overrideAction: exactAction('openapi-3.0'),
  },
}

// Valibot's own `errorMode` still applies when the caller sets it; by default losses are only
// tagged, and core reports them with their paths.
function tagging(
  config: ConversionConfig,
  errorMode: ConversionConfig['errorMode'],
  checkedAfterTransform: ReadonlySet<object> | 'capped',
  unjudged: ReadonlySet<object> | 'all',
  root: object,
): ConversionConfig {
  return {
    ...config,
    errorMode: errorMode ?? 'ignore',
    overrideSchema: (context) => {
      const replaced = config.overrideSchema?.(context)
      if (replaced) return replaced
      markLooseObject(context.valibotSchema.type, context.jsonSchema)
      if (config.typeMode === 'input') {
        markUnjudgedUnion(
          unjudged,
          context.valibotSchema as unknown as Record<string, unknown>,
          context.jsonSchema as Record<string, unknown>,
        )
      }
      stateFallbacks(
        context.valibotSchema as unknown as Record<string, unknown>,
        context.jsonSchema as Record<string, unknown>,
        config.typeMode,
        config.target,
      )
      stateDefaults(
        context.valibotSchema as unknown as Record<string, unknown>,
        context.jsonSchema as Record<string, unknown>,
        config.typeMode,
      )
      stateOutputObject(
        context.valibotSchema as unknown as Record<string, unknown>,
        context.jsonSchema as Record<string, unknown>,
        config.typeMode,
        config.target,
        context.definitions,
      )
      stateTuple(
        context.valibotSchema as unknown as Record<string, unknown>,
        context.jsonSchema as Record<string, unknown>,
        config.typeMode,
        config.target,
      )
      // Valibot writes an OpenAPI 3.0 tuple as `items: { anyOf: [...] }`: each position then
      // accepts any item's schema, which the validator refuses.
      if (
        config.target === 'openapi-3.0' &&
        isTuple(context.valibotSchema as unknown as Record<string, unknown>)
      ) {
        markUnrepresentable(
          context.jsonSchema,
          'target',
          'OpenAPI 3.0 has no tuples: each position now accepts any of the tuple item schemas',
        )
      }
      if (context.errors) {
        const code = schemaLossCode(context.valibotSchema.type)
        markUnrepresentable(context.jsonSchema, code, context.errors.join(' '))
      }
      if (config.typeMode === 'input') {
        markCheckedAfterTransform(
          checkedAfterTransform,
          context.valibotSchema,
          root,
          context.jsonSchema,
        )
      }
      return undefined
    },
    overrideAction: tagAction(config),
  }
}

// A pipe whose checks after a transformation the input JSON Schema drops; when the schema was too
// large to look for them all, the whole schema is said to be inexact.
function markCheckedAfterTransform(
  checkedAfterTransform: ReadonlySet<object> | 'capped',
  node: object,
  root: object,
  jsonSchema: object,
): void {
  if (checkedAfterTransform === 'capped') {
    if (node !== root) return
    markInexactBelow(
      jsonSchema,
      'stricter',
      `the schema has more than ${currentMaxSchemaNodes()} nodes (setMaxSchemaNodes raises the limit): checks after a pipe's transformation past them, which the input JSON Schema drops, were not looked for`,
    )
  } else if (checkedAfterTransform.has(node)) {
    markInexactBelow(
      jsonSchema,
      'stricter',
      "checks after a pipe's transformation run on what it returns: the input JSON Schema states the pipe up to the transformation only",
    )
  }
}

function tagAction(config: ConversionConfig): ActionOverride {
  const exactOne = exactAction(config.target)
  return (context) => {
    const replaced = config.overrideAction?.(context)
    if (replaced) return replaced
    stateTupleLength(
      context.valibotAction as unknown as Record<string, unknown>,
      context.jsonSchema as Record<string, unknown>,
    )
    const exact = exactOne(context)
    if (exact) return exact
    if (!context.errors) return undefined
    const code = actionLossCode(context.valibotAction)
    const tagged = markUnrepresentable(context.jsonSchema, code, context.errors.join(' '))
    // Returning the schema keeps Valibot from raising the error itself, unless asked to.
    return config.errorMode === undefined ? tagged : undefined
  }
}

type ActionContext = Parameters<NonNullable<ConversionConfig['overrideAction']>>[0]

// Valibot emits only `format` for regex-backed actions (email, uuid, ...), and copies a regex's
// source without its flags (or refuses one with flags): the JSON Schema then accepts, or
// rejects, other strings than the validator. The regex itself, made flag-free, is exact; a
// format that refuses strings the regex accepts (`FORMAT_REFUSES_MORE`) goes.
function withExactPattern(context: ActionContext): ActionContext['jsonSchema'] | undefined {
  const action = context.valibotAction as { kind: string; type: string; requirement?: unknown }
  const requirement = action.requirement
  if (action.kind !== 'validation' || !(requirement instanceof RegExp)) return undefined
  // Valibot runs `requirement.test(value)`: under `g` or `y` each verdict depends on the last.
  const translated = jsonPattern(requirement, { use: 'test' })
  const { jsonSchema, errors } = context
  if (translated === undefined) return withoutPattern(jsonSchema, requirement)
  const { pattern, inexact } = translated
  if (errors === undefined && jsonSchema.pattern === pattern && inexact === undefined)
    return undefined
  if (errors !== undefined && !errors.every((error) => /flags|another regex/.test(error)))
    return undefined
  const withPattern: ActionContext['jsonSchema'] =
    jsonSchema.pattern === undefined || jsonSchema.pattern === requirement.source
      ? { ...jsonSchema, pattern }
      : // Another action already set a pattern: both must hold.
        { ...jsonSchema, allOf: [...(jsonSchema.allOf ?? []), { pattern }] }
  // The regex says what the validator accepts; this format would refuse more.
  if (FORMAT_REFUSES_MORE.has(action.type)) delete withPattern.format
  return inexact === undefined
    ? withPattern
    : markInexact(withPattern, 'pattern', inexact.direction, inexact.message)
}

// No pattern means what the regex means (flags, a stateful `g`, Annex B syntax): the regex's
// own source, if Valibot copied it, would be wrong, so it goes, and the loss is reported.
function withoutPattern(
  jsonSchema: ActionContext['jsonSchema'],
  requirement: RegExp,
): ActionContext['jsonSchema'] {
  const { pattern, ...rest } = jsonSchema
  const kept = pattern === undefined || pattern === requirement.source ? rest : jsonSchema
  return markUnrepresentable(
    kept,
    'constraint',
    `the regex ${String(requirement)} has no JSON Schema pattern that matches the same strings`,
  )
}

function isValibotSchema(schema: StandardSchemaV1): schema is StandardSchemaV1 & GenericSchema {
  return (schema as { kind?: unknown }).kind === 'schema'
}

// A schema already wrapped with `toStandardJsonSchema` no longer exposes the Valibot schema:
// its own converter is all there is.
function viaStandardJsonSchema(schema: StandardSchemaV1, request: JsonSchemaRequest): object {
  const props = schema['~standard'] as { jsonSchema?: StandardJSONSchemaV1.Converter }
  const converter = props.jsonSchema
  if (converter === undefined) {
    throw new TypeError(
      'The valibot adapter expected a Valibot schema (an object with kind "schema") or one wrapped with toStandardJsonSchema()',
    )
  }
  return converter[request.io]({
    target: request.target,
    ...(request.libraryOptions === undefined
      ? {}
      : { libraryOptions: { ...request.libraryOptions } }),
  })
}
