// An invalid output's keys are the tool's data: a record keyed by emails or customer ids names
// them in its issues' paths, which a bridge hands to the model. Only the names the output schema
// declares may show. The top-level cases failed before: the first key of a path always showed.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './create-tool'
import { declaredKeys } from './declared-keys'
import { RequestContext } from './request-context'
import { isValidationError } from './validation-error'

async function outputIssues(outputSchema: z.ZodType, output: unknown) {
  const tool = createTool({
    id: 'report',
    description: 'd',
    outputSchema,
    execute: async () => output as never,
  })
  const result = await tool.execute!({})
  if (!isValidationError(result)) throw new Error('expected an output ValidationError')
  return result
}

describe('attack: the keys of an invalid output in issue paths', () => {
  it('a top-level record keyed by emails shows none of them', async () => {
    const result = await outputIssues(z.record(z.string(), z.number()), {
      'bob@corp.example': 'x1',
      'ann@corp.example': 3,
    })
    expect(result.issues.map((issue) => issue.path)).toEqual([['[redacted]']])
    expect(JSON.stringify(result)).not.toContain('bob@corp.example')
  })

  it('a top-level record keyed by customer ids, beside a record nested in it', async () => {
    const result = await outputIssues(z.record(z.string(), z.record(z.string(), z.number())), {
      cus_88213: { inv_4417: 'unpaid' },
    })
    expect(result.issues[0]?.path).toEqual(['[redacted]', '[redacted]'])
    expect(JSON.stringify(result)).not.toMatch(/cus_88213|inv_4417/)
  })

  it('a record key that mimics a declared name of another object is still the schema word', async () => {
    const result = await outputIssues(
      z.object({ user: z.object({ email: z.string() }), scores: z.record(z.string(), z.number()) }),
      { user: { email: 'a@b.example' }, scores: { email: 'high', 'eve@corp.example': 'low' } },
    )
    const paths = result.issues.map((issue) => issue.path)
    // `email` is a word of the schema's, so telling it says nothing of the data.
    expect(paths).toContainEqual(['scores', 'email'])
    expect(paths).toContainEqual(['scores', '[redacted]'])
    expect(JSON.stringify(result)).not.toContain('eve@corp.example')
  })
})

describe('the names a schema declares show at every depth', () => {
  it('a nested declared property is named in the path', async () => {
    const result = await outputIssues(
      z.object({ account: z.object({ owner: z.object({ email: z.string() }) }) }),
      { account: { owner: { email: 42 } } },
    )
    expect(result.issues[0]?.path).toEqual(['account', 'owner', 'email'])
  })

  it("a request context's nested declared names show; a nested map's keys do not", async () => {
    const tool = createTool({
      id: 'ctx',
      description: 'd',
      requestContextSchema: z.object({
        user: z.object({ tier: z.enum(['free', 'pro']) }),
        sessions: z.record(z.string(), z.number()),
      }),
      execute: async () => 'ok',
    })
    const requestContext = new RequestContext([
      ['user', { tier: 'gold' }],
      ['sessions', { 'sess-7f3a91': 'x' }],
    ] as never)
    const result = await tool.execute!({}, { requestContext })
    if (!isValidationError(result)) throw new Error('expected a ValidationError')
    const paths = result.issues.map((issue) => issue.path)
    expect(paths).toContainEqual(['user', 'tier'])
    expect(paths).toContainEqual(['sessions', '[redacted]'])
    expect(JSON.stringify(result)).not.toContain('sess-7f3a91')
  })
})

describe('declaredKeys', () => {
  it("reads the output side's property names once per schema", () => {
    const schema = z.object({ a: z.object({ b: z.string() }), m: z.record(z.string(), z.number()) })
    const names = declaredKeys(schema, 'output')
    expect([...names].sort()).toEqual(['a', 'b', 'm'])
    expect(declaredKeys(schema, 'output')).toBe(names)
  })

  it('keeps at most 10,000 names: a wider schema shows only the first', () => {
    const shape = (prefix: string) =>
      Object.fromEntries(Array.from({ length: 6_000 }, (_, i) => [`${prefix}${i}`, z.string()]))
    const schema = z.object({ ...shape('a'), nested: z.object(shape('b')) })
    const names = declaredKeys(schema, 'input')
    expect(names.size).toBe(10_000)
    expect(names.has('a0')).toBe(true)
  })

  it('keeps the names of each side apart', () => {
    const schema = z.object({ given: z.string() }).transform((value) => ({ made: value.given }))
    expect([...declaredKeys(schema, 'input')]).toEqual(['given'])
    expect(declaredKeys(schema, 'output').has('given')).toBe(false)
  })

  it('a schema without a JSON Schema declares nothing, and nothing throws', () => {
    const bare = {
      '~standard': { version: 1, vendor: 'bare', validate: (value: unknown) => ({ value }) },
    } as const
    expect(declaredKeys(bare, 'output').size).toBe(0)
  })
})
