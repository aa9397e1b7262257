// An invalid output's keys, at any depth, never reach a ValidationError: only the names the
// output schema declares show. Each case hides `PRIVKEY` somewhere an attacker would try.
import type { StandardSchemaV1 } from '@standard-schema/spec'
import { type } from 'arktype'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { RequestContext } from './request-context'
import { isValidationError, type ValidationError } from './validation-error'

async function outputError(
  output: unknown,
  outputSchema: StandardSchemaV1,
): Promise<ValidationError> {
  const tool = createTool({
    id: 'leaky',
    description: 'Returns what it is given',
    inputSchema: z.object({}),
    outputSchema,
    execute: () => output as never,
  })
  const result = await tool.execute({})
  if (!isValidationError(result)) throw new Error('expected an output ValidationError')
  expect(result.code).toBe('TOOL_OUTPUT_INVALID')
  return result
}

const record = z.record(z.string(), z.string())

const cases: [string, unknown, StandardSchemaV1][] = [
  ['a numeric-string key (zod)', { '4155550123': 5 }, record],
  ['a numeric-string key (ArkType)', { '4155550123': 5 }, type({ '[string]': 'string' })],
  ['a numeric-string key (Valibot)', { '4155550123': 5 }, v.record(v.string(), v.string())],
  [
    'a record key beside a declared object',
    { meta: { PRIVKEY_meta: 1 }, other: 1 },
    z.object({ meta: record, other: z.object({ x: z.string() }) }),
  ],
  [
    'a key inside a discriminated union branch',
    { kind: 'a', data: { PRIVKEY_branch: 1 } },
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), data: record }),
      z.object({ kind: z.literal('b') }),
    ]),
  ],
  [
    'a key refused by every union branch',
    { kind: 'a', PRIVKEY_union: 1 },
    z.union([
      z.object({ kind: z.literal('a'), v: z.string() }).strict(),
      z.object({ kind: z.literal('b') }).strict(),
    ]),
  ],
  ['a record nested in an array', [{ PRIVKEY_array: 1 }], z.array(record)],
  [
    'a key outside a record of enum keys',
    { PRIVKEY_enum: 'x', a: 'y' },
    z.record(z.enum(['a', 'b']), z.string()),
  ],
  [
    'an unrecognized key (zod strict)',
    { name: 'A', PRIVKEY_strict: 'x' },
    z.strictObject({ name: z.string() }),
  ],
  [
    'an unrecognized key (Valibot strict)',
    { name: 'A', PRIVKEY_vstrict: 'x' },
    v.strictObject({ name: v.string() }),
  ],
  [
    'an unrecognized key (ArkType reject)',
    { name: 'A', PRIVKEY_astrict: 'x' },
    type({ '+': 'reject', name: 'string' }),
  ],
  ['a record key (ArkType)', { PRIVKEY_arec: 5 }, type({ '[string]': 'string' })],
  ['a record key (Valibot)', { PRIVKEY_vrec: 5 }, v.record(v.string(), v.string())],
  ['a key holding a quote and a backslash', { 'PRIVKEY"q\\b': 5 }, record],
  ['a key holding a line separator', { 'PRIVKEY\u2028ls': 5 }, record],
  [
    'an own __proto__ key refused by a strict object',
    JSON.parse('{"name":"A","__proto__":{"PRIVKEY_proto":1}}'),
    z.strictObject({ name: z.string() }),
  ],
  [
    'a key in a path the refinement chose, on a schema without JSON Schema',
    { PRIVKEY_nojson: 5 },
    {
      '~standard': {
        version: 1,
        vendor: 'attack',
        validate: (value: unknown) => {
          const [key] = Object.keys(value as object)
          return { issues: [{ message: `bad ${key}`, path: [key as string] }] }
        },
      },
    },
  ],
]

describe('review2: an invalid output shows no key of its own', () => {
  for (const [label, output, schema] of cases) {
    it(label, async () => {
      const error = await outputError(output, schema)
      const text = JSON.stringify(error)
      expect(text).not.toMatch(/PRIVKEY|4155550123/)
      expect(text).not.toContain('__proto__')
    })
  }

  it('shows a name the schema declares, even where it fails', async () => {
    const error = await outputError(
      { user: { name: 5 } },
      z.object({ user: z.object({ name: z.string() }) }),
    )
    expect(error.issues[0]?.path).toEqual(['user', 'name'])
  })

  it('hides a declared name on a schema that has no JSON Schema', async () => {
    const blind: StandardSchemaV1 = {
      '~standard': {
        version: 1,
        vendor: 'attack',
        validate: () => ({ issues: [{ message: 'bad', path: ['name'] }] }),
      },
    }
    const error = await outputError({ name: 5 }, blind)
    expect(error.issues[0]?.path).toEqual(['[redacted]'])
  })

  it('hides a short key of two characters in the path', async () => {
    const error = await outputError({ ab: 5 }, record)
    expect(error.issues[0]?.path).toEqual(['[redacted]'])
  })

  it('an output deeper than 32 levels shows no key of its own', async () => {
    let node: unknown = { PRIVKEY_deep: 1 }
    for (let i = 0; i < 40; i++) node = { n: node }
    type Deep = { n?: Deep } | Record<string, string>
    const deep: z.ZodType<Deep> = z.lazy(() =>
      z.union([z.strictObject({ n: deep }), z.record(z.string(), z.string())]),
    )
    const error = await outputError(node, deep)
    expect(JSON.stringify(error)).not.toContain('PRIVKEY')
  })
})

describe("review2: a request context's nested keys stay hidden", () => {
  const tool = createTool({
    id: 'ctx',
    description: 'Needs sessions',
    inputSchema: z.object({}),
    requestContextSchema: z.object({
      sessions: z.array(z.record(z.string(), z.string())),
      tenant: z.object({ id: z.string() }),
    }),
    execute: () => 'ran',
  })

  it('shows the top-level and declared keys, hides the record keys and the values', async () => {
    const context = new RequestContext({
      sessions: [{ PRIVKEY_session: 7 }],
      tenant: { id: 42, PRIVKEY_extra: 'PRIVATE_VALUE_x' },
    })
    const result = await tool.execute({}, { requestContext: context })
    if (!isValidationError(result)) throw new Error('expected a ValidationError')
    const text = JSON.stringify(result)
    expect(text).not.toMatch(/PRIVKEY|PRIVATE_VALUE/)
    expect(result.issues.map((issue) => issue.path)).toEqual([
      ['sessions', 0, '[redacted]'],
      ['tenant', 'id'],
    ])
  })
})
