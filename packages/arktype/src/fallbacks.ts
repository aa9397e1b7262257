import { type JsonSchemaIo, markInexactBelow, markUnrepresentable } from '@polytool/core'
import { tagRefusingMorph } from './parse-morphs'

/** The part of ArkType's fallback context the adapter reads. */
interface FallbackContext {
  code: string
  base: Record<string, unknown>
  domain?: string
  out?: Record<string, unknown> | null
  proto?: { name?: string }
}

type Handler = (context: FallbackContext) => unknown

/**
 * ArkType `toJsonSchema` fallbacks that keep what JSON Schema can say (as ArkType's Standard
 * JSON Schema fallbacks do) and tag the rest, where ArkType itself would emit a silent `{}`.
 *
 * @param io - The side the JSON Schema describes.
 * @param jsonParsed - Whether the type uses `string.json.parse` (see `tagRefusingMorph`).
 */
export function taggingFallbacks(io: JsonSchemaIo, jsonParsed = false): Record<string, Handler> {
  const tag =
    (code: Parameters<typeof markUnrepresentable>[1], message: string) =>
    (context: FallbackContext) =>
      markUnrepresentable({ ...context.base }, code, message)
  return {
    date: tag('date', 'Date has no JSON Schema type: JSON has no dates'),
    domain: (context) =>
      markUnrepresentable(
        { ...context.base },
        context.domain === 'bigint' ? 'bigint' : 'type',
        `${context.domain} has no JSON Schema type`,
      ),
    proto: (context) =>
      markUnrepresentable(
        { ...context.base },
        'type',
        `instances of ${context.proto?.name ?? 'a class'} have no JSON Schema type`,
      ),
    predicate: tag('refinement', 'a narrow() predicate: JSON Schema accepts values it rejects'),
    unit: tag('type', 'a literal that is not JSON (undefined, a symbol, an object)'),
    patternIntersection: tag(
      'constraint',
      'several regex patterns on one string: only the first is kept',
    ),
    symbolKey: tag('constraint', 'symbol keys have no JSON Schema form'),
    arrayObject: tag(
      'constraint',
      'an array with extra object properties: the properties are dropped',
    ),
    arrayPostfix: (context) => {
      const { items, additionalItems: _dropped, ...base } = context.base
      return markUnrepresentable(
        Array.isArray(items) ? { ...base, items } : base,
        'constraint',
        'required elements after a variadic one: only the leading elements are kept',
      )
    },
    defaultValue: (context) => {
      markUnrepresentable(
        context.base,
        'default',
        'the default value is not JSON, so it cannot be shown',
      )
      return undefined
    },
    // The input side of a morph is its input schema; its output is known only when the morph
    // declares it (`.to(...)`), otherwise it is whatever the function returns. A declared output
    // is checked on the function's result, which the input schema cannot state.
    morph: (context) => {
      if (io === 'input') {
        if (!context.out) return tagRefusingMorph(context.base, jsonParsed)
        return markInexactBelow(
          { ...context.base },
          'stricter',
          'the type a .pipe()/.to() leads into is checked on what the morph returns: the input JSON Schema states only what the morph receives',
        )
      }
      if (context.out) return context.out
      return markUnrepresentable(
        {},
        'transform',
        'the output of a pipe()/morph is whatever its function returns: no JSON Schema describes it',
      )
    },
  }
}
