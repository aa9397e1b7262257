import { compileJudge, createValidator } from '@polytool/conformance'
import { extractJsonSchema, type StandardSchemaV1, withAdapter } from '@polytool/core'
import { Schema } from 'effect'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { effectAdapter } from './adapter'
import { effectKeepsExcessKeys } from './preserve-mode'
import { outputUserCode } from './test-fixtures/output-user-code'

// An Effect whose `onExcessProperty: 'preserve'` keeps unknown keys in the output, as Effect's
// 4.0 betas did and as a later 4.x may again: the installed 4.1 has no such mode, so the adapter's
// question to Effect is answered here as such an Effect answers it, and the validator keeps the
// keys as such an Effect's does. A schema whose output side runs the author's code (a check, a
// getter) could not be probed, so its output was closed as Effect's default drops unknown keys,
// with no report: the output JSON Schema refused every output that kept one.
vi.mock('./preserve-mode', () => ({ effectKeepsExcessKeys: () => true }))

const ajv = createValidator()
/** A validator made with `'preserve'` by an Effect that has the mode: unknown keys stay. */
function keepingUnknownKeys(root: Schema.Top): StandardSchemaV1 {
  const made = Schema.toStandardSchemaV1(
    root as Schema.Codec<unknown, unknown>,
  ) as unknown as StandardSchemaV1
  const validate = (value: unknown) => {
    const result = made['~standard'].validate(value) as StandardSchemaV1.Result<unknown>
    return result.issues === undefined ? { value: withUnknownKeys(value, result.value) } : result
  }
  return Object.create(made, {
    '~standard': { value: { ...made['~standard'], validate }, enumerable: true },
  }) as StandardSchemaV1
}

// The validator's output, with the input's keys it dropped put back, at every depth.
function withUnknownKeys(input: unknown, output: unknown): unknown {
  if (typeof input !== 'object' || input === null || typeof output !== 'object' || !output) {
    return output
  }
  if (Array.isArray(input) && Array.isArray(output)) {
    return output.map((item, index) => withUnknownKeys(input[index], item))
  }
  const kept: Record<string, unknown> = { ...(input as Record<string, unknown>) }
  for (const [key, value] of Object.entries(output)) {
    kept[key] = withUnknownKeys((input as Record<string, unknown>)[key], value)
  }
  return kept
}

// The node a JSON pointer names.
function nodeAt(root: Record<string, unknown>, pointer: string): Record<string, unknown> {
  let node = root
  for (const token of pointer.split('/').slice(1)) {
    node = node[token.replaceAll('~1', '/').replaceAll('~0', '~')] as Record<string, unknown>
  }
  return node
}

const emit = (schema: StandardSchemaV1) =>
  extractJsonSchema(withAdapter(schema, effectAdapter), { onUnrepresentable: 'any', io: 'output' })

describe("the output side under an Effect whose 'preserve' keeps unknown keys (attack)", () => {
  it('is asked of Effect, not taken for granted', () => {
    expect(effectKeepsExcessKeys()).toBe(true)
  })

  for (const [name, { schema: root }] of Object.entries(outputUserCode)) {
    it(`reports each object it closed on Effect's default: ${name}`, () => {
      const schema = keepingUnknownKeys(root)
      const { schema: json, inexact } = emit(schema)
      const closed = compileJudge(ajv, json as object)
      // The same JSON Schema with each reported object opened: what the report tells a reader.
      const reported = inexact.filter(
        ({ keyword, direction }) => keyword === 'additionalProperties' && direction === 'looser',
      )
      const opened = structuredClone(json) as Record<string, unknown>
      for (const { path } of reported) nodeAt(opened, path).additionalProperties = true
      const open = compileJudge(ajv, opened)
      let refused = 0
      fc.assert(
        fc.property(outputUserCode[name]!.values, (value) => {
          const result = schema['~standard'].validate(value) as StandardSchemaV1.Result<unknown>
          expect(result.issues).toBeUndefined()
          const output = (result as { value: unknown }).value
          if (!closed(output).ok) refused++
          // Ajv refuses the validator's output only where the adapter said it may.
          expect(open(output).errors).toEqual([])
        }),
        { numRuns: 50 },
      )
      // Every value holds unknown keys, which the closed output refuses: the check above ran.
      expect(refused).toBe(50)
    })
  }

  it('reports nothing where the validator refuses unknown keys, or was asked', () => {
    const root = outputUserCode['a check on a key']!.schema as Schema.Codec<unknown, unknown>
    const refusing = Schema.toStandardSchemaV1(root, {
      parseOptions: { onExcessProperty: 'error' },
    }) as StandardSchemaV1
    expect(emit(refusing).inexact).toEqual([])
    // No function of the author's on the way: the witness is sent, and the output answers.
    const plain = Schema.toStandardSchemaV1(
      Schema.Struct({ a: Schema.Number, o: Schema.Struct({ b: Schema.String }) }),
    ) as StandardSchemaV1
    const { schema, inexact } = emit(plain)
    expect(inexact).toEqual([])
    expect(schema).toMatchObject({ additionalProperties: false })
  })
})
