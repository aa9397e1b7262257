import type { SchemaDraft } from '@cfworker/json-schema'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BoundDialect, settleBoundSpelling } from './bound-spelling'
import type { SchemaNode } from './json-schema'
import { refuseMistypedKeywords } from './keyword-types'
import { type DroppedRefSiblings, dropRefSiblings } from './ref-siblings'
import { settleDocument } from './settle-document'
import corpus from './test-fixtures/github-mcp-server-tools.json'
import { unwalkedTargets } from './unwalked-targets'

// `settleDocument` is the three walks `fromJsonSchema` ran one after the other, folded into one:
// the copy it leaves, the `$ref` siblings it reports and the error it throws must be those of the
// three walks, on documents where the three disagree in order (a mistyped keyword after a
// misspelled bound, a `$ref` beside siblings that hold `$ref`s of their own).
type Outcome = { document: unknown; dropped: DroppedRefSiblings[] } | { error: unknown[] }

function outcome(
  document: unknown,
  run: (starts: { node: unknown; pointer: string }[], dropped: DroppedRefSiblings[]) => void,
): Outcome {
  const copy = structuredClone(document)
  const starts = [{ node: copy, pointer: '' }, ...unwalkedTargets(copy)]
  const dropped: DroppedRefSiblings[] = []
  try {
    run(starts, dropped)
    return { document: copy, dropped }
  } catch (error) {
    const { name, message, pointer } = error as { name: string; message: string; pointer: string }
    return { error: [name, message, pointer] }
  }
}

function threeWalks(document: unknown, dialect: BoundDialect, draft: SchemaDraft): Outcome {
  return outcome(document, (starts, dropped) => {
    for (const { node, pointer } of starts) refuseMistypedKeywords(node, pointer)
    for (const { node, pointer } of starts) settleBoundSpelling(node, pointer, dialect)
    for (const { node, pointer } of starts) dropRefSiblings(node, pointer, draft, dropped)
  })
}

function oneWalk(document: unknown, dialect: BoundDialect, draft: SchemaDraft): Outcome {
  return outcome(document, (starts, dropped) => settleDocument(starts, dialect, draft, dropped))
}

const READINGS: [BoundDialect, SchemaDraft][] = [
  ['unknown', '2020-12'],
  ['draft-04', '4'],
  ['draft-06+', '7'],
  ['draft-06+', '2019-09'],
  ['draft-06+', '2020-12'],
]

function node(): fc.Arbitrary<unknown> {
  const { schema } = fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: 'small' },
      { weight: 4, arbitrary: fc.record({ type: fc.constantFrom('string', 'number') }) },
      fc.record(
        {
          $ref: fc.constantFrom('#/definitions/a', '#/x-shared/b', '#'),
          minimum: fc.constantFrom(1, 5),
          exclusiveMinimum: fc.constantFrom(true, false, 3),
          exclusiveMaximum: fc.constantFrom(true, 7),
          maxLength: fc.constantFrom(2, 'x'),
          description: fc.constant('kept'),
          properties: fc.dictionary(fc.constantFrom('p', 'q'), tie('schema'), { maxKeys: 2 }),
          items: tie('schema'),
          definitions: fc.dictionary(fc.constantFrom('a', 'c'), tie('schema'), { maxKeys: 2 }),
          'x-shared': fc.dictionary(fc.constantFrom('b'), tie('schema'), { maxKeys: 1 }),
          allOf: fc.array(tie('schema'), { maxLength: 2 }),
          required: fc.constantFrom(['p'], 'p'),
        },
        { requiredKeys: [] },
      ),
    ),
  }))
  return schema
}

describe('settleDocument gives what the three walks gave', () => {
  it('on random documents, under every reading of the bounds and draft', () => {
    fc.assert(
      fc.property(node(), (document) => {
        for (const [dialect, draft] of READINGS) {
          expect(oneWalk(document, dialect, draft)).toEqual(threeWalks(document, dialect, draft))
        }
      }),
      { numRuns: 2_000 },
    )
  })

  it('on the tools of GitHub’s MCP server', () => {
    for (const tool of corpus.tools as unknown as { inputSchema: SchemaNode }[]) {
      for (const [dialect, draft] of READINGS) {
        const document = tool.inputSchema
        expect(oneWalk(document, dialect, draft)).toEqual(threeWalks(document, dialect, draft))
      }
    }
  })

  it('throws a mistyped keyword before a misspelled bound met earlier', () => {
    const document = {
      properties: { a: { minimum: 1, exclusiveMinimum: true }, b: { maxLength: 'x' } },
    }
    const result = oneWalk(document, 'draft-06+', '7')
    expect(result).toEqual(threeWalks(document, 'draft-06+', '7'))
    expect(result).toMatchObject({
      error: ['JsonSchemaError', expect.any(String), '/properties/b/maxLength'],
    })
  })
})
