// Shapes a hostile MCP server can send that the other attacks do not build: references inside
// unions and items that double at each definition, forty definitions that each refer to all of
// them, one subtree shared at every level of a nested oneOf, enum intersections through allOf,
// thousands of distinct patterns, and large defaults behind a reused definition. Every entry
// point ends, with a result or this package's typed error, never a hang or a raw crash.

import { createTool, UnrepresentableSchemaError } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'
import { JsonSchemaError, ProviderSchemaError } from './errors'
import { fromJsonSchema } from './from-json-schema'
import type { JsonSchemaInput, SchemaNode } from './json-schema'
import { SchemaLimitError } from './limit-error'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'
import { ProviderToolError } from './tools/errors'
import { toProviderTools } from './tools/to-provider-tools'

// Far above what any of these takes (under a second each on a loaded machine): a hang fails.
const BOUND_MS = 20_000

/** `d_k = anyOf [d_{k+1}, array of d_{k+1}]`: inlining doubles at every definition. */
function unionReferenceChain(length: number): SchemaNode {
  const $defs: Record<string, SchemaNode> = {}
  for (let index = 0; index < length; index++) {
    const next = { $ref: `#/$defs/d${index + 1}` }
    $defs[`d${index}`] =
      index === length - 1 ? { type: 'string' } : { anyOf: [next, { type: 'array', items: next }] }
  }
  return { type: 'object', properties: { r: { $ref: '#/$defs/d0' } }, required: ['r'], $defs }
}

/** `count` recursive definitions, each with one property referring to every definition. */
function everyDefinitionReferringToAll(count: number): SchemaNode {
  const properties = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`p${index}`, { $ref: `#/$defs/d${index}` }]),
  )
  const $defs = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [`d${index}`, { type: 'object', properties }]),
  )
  return { type: 'object', properties: { r: { $ref: '#/$defs/d0' } }, $defs }
}

/** A oneOf whose two branches share one subtree object, `levels` deep: 2^levels as JSON. */
function sharedSubtreeOneOf(levels: number): SchemaNode {
  let node: SchemaNode = { type: 'string' }
  for (let level = 0; level < levels; level++) {
    node = {
      oneOf: [
        { type: 'object', properties: { k: { const: level }, v: node }, required: ['k'] },
        { type: 'object', properties: { k: { const: -level - 1 }, v: node }, required: ['k'] },
      ],
    }
  }
  return { type: 'object', properties: { x: node } }
}

/** `parts` copies of one 5,000-member enum under allOf: intersected, never compared pairwise. */
function enumIntersections(parts: number): SchemaNode {
  const members = Array.from({ length: 5_000 }, (_, index) => `v${index}`)
  return {
    type: 'object',
    properties: { x: { allOf: Array.from({ length: parts }, () => ({ enum: members })) } },
  }
}

/** `count` properties, each with its own pattern that backtracks on JavaScript's RegExp. */
function distinctPatterns(count: number): SchemaNode {
  const properties = Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `p${index}`,
      { type: 'string', pattern: `^(a|aa)*b${index}$` },
    ]),
  )
  return { type: 'object', properties }
}

/** One definition with thirty 200-item defaults, referred to by 3,000 properties. */
function reusedDefaults(): SchemaNode {
  const big = {
    type: 'object',
    properties: Object.fromEntries(
      Array.from({ length: 30 }, (_, index) => [
        `q${index}`,
        { type: 'array', items: { type: 'number' }, default: Array(200).fill(index) },
      ]),
    ),
  }
  const properties = Object.fromEntries(
    Array.from({ length: 3_000 }, (_, index) => [`p${index}`, { $ref: '#/$defs/big' }]),
  )
  return { type: 'object', properties, $defs: { big } }
}

const SHAPES: Readonly<Record<string, () => SchemaNode>> = {
  'references in a union, doubling over 25 definitions': () => unionReferenceChain(25),
  '40 recursive definitions, each referring to all': () => everyDefinitionReferringToAll(40),
  'one subtree shared through 12 levels of oneOf': () => sharedSubtreeOneOf(12),
  '50 copies of a 5,000-member enum under allOf': () => enumIntersections(50),
  '2,000 distinct backtracking patterns': () => distinctPatterns(2_000),
  '3,000 uses of a definition with large defaults': reusedDefaults,
}

function isOwnError(error: unknown): boolean {
  return (
    error instanceof SchemaLimitError ||
    error instanceof ProviderSchemaError ||
    error instanceof JsonSchemaError ||
    error instanceof ProviderToolError ||
    error instanceof UnrepresentableSchemaError
  )
}

/** Runs a call against the clock; a result or one of this package's errors, in bounded time. */
function endsWell(call: () => unknown): void {
  const started = performance.now()
  try {
    call()
  } catch (error) {
    if (!isOwnError(error)) throw error
  }
  expect(performance.now() - started).toBeLessThan(BOUND_MS)
}

describe('hostile schema shapes: every entry point ends with a result or a typed error', () => {
  for (const [name, make] of Object.entries(SHAPES)) {
    describe(name, () => {
      const schema = make() as JsonSchemaInput

      it('fromJsonSchema, then validating an argument', () => {
        endsWell(() => {
          const validator = fromJsonSchema(schema)
          validator['~standard'].validate({ r: { p0: {} }, x: { k: 0, v: 'a' }, p1: 'aab1' })
        })
      }, 60_000)

      it.each(PROFILES)(
        'toProviderSchema and checkProviderSchema: $id',
        (profile) => {
          endsWell(() => toProviderSchema(schema, profile.target, profile.options))
          const started = performance.now()
          const violations = checkProviderSchema(schema, profile.target, profile.options)
          expect(Array.isArray(violations)).toBe(true)
          expect(performance.now() - started).toBeLessThan(BOUND_MS)
        },
        60_000,
      )

      it('toProviderTools for every target, as a remote tool', () => {
        endsWell(() => {
          const tool = createTool({
            id: 'remote_tool',
            description: 'A tool a remote server described',
            inputSchema: fromJsonSchema(schema),
          })
          for (const target of ['openai', 'anthropic', 'gemini', 'mcp'] as const) {
            try {
              toProviderTools([tool], target)
            } catch (error) {
              if (!isOwnError(error)) throw error
            }
          }
        })
      }, 120_000)
    })
  }
})
