import { describe, expect, it } from 'vitest'
import type { Fail } from './errors'
import { prepareDocument } from './prepare-document'
import { unwalkedTargets, upgradeUnwalkedTargets } from './unwalked-targets'
import { type SchemaFacts, upgradeDraft } from './upgrade-draft'

const fail: Fail = (code, pointer, message) => {
  throw new Error(`${code} ${pointer} ${message}`)
}

function upgraded(document: Record<string, unknown>): SchemaFacts {
  const facts: SchemaFacts = { references: [], definitions: false }
  upgradeDraft(document, '', fail, facts)
  upgradeUnwalkedTargets(document, facts, fail)
  return facts
}

describe('upgradeUnwalkedTargets', () => {
  it('upgrades a target inside another target once, whichever is referred to first', () => {
    for (const order of [
      ['#/x-defs/a/properties/b', '#/x-defs/a'],
      ['#/x-defs/a', '#/x-defs/a/properties/b'],
    ]) {
      const document = {
        properties: { first: { $ref: order[0] }, second: { $ref: order[1] } },
        'x-defs': {
          a: {
            properties: { b: { items: [{ $ref: '#/x-defs/a' }], additionalItems: false } },
          },
        },
      }
      const facts = upgraded(document)
      const pointers = facts.references.map(({ pointer }) => pointer)
      expect(pointers).toEqual([
        '/properties/first',
        '/properties/second',
        '/x-defs/a/properties/b/prefixItems/0',
      ])
      expect(document['x-defs'].a.properties.b).toEqual({
        prefixItems: [{ $ref: '#/x-defs/a' }],
        items: false,
      })
    }
  })

  it('leaves a map of subschemas that a $ref names as it is: its members were walked', () => {
    const document = {
      properties: { nullable: true, exclusiveMinimum: false, self: { $ref: '#/properties' } },
    }
    upgraded(document)
    expect(Object.keys(document.properties)).toEqual(['nullable', 'exclusiveMinimum', 'self'])
  })

  it('stays linear: many references into one large target upgrade it once', () => {
    const size = 8_000
    const many = (make: (index: number) => unknown) =>
      Object.fromEntries(Array.from({ length: size }, (_, index) => [`p${index}`, make(index)]))
    const target = { properties: many(() => ({ items: [{ type: 'string' }] })) }
    const document = { properties: many(() => ({ $ref: '#/x-defs/t' })), 'x-defs': { t: target } }
    const started = performance.now()
    const prepared = prepareDocument(document, 'test')
    // Each reference walking the target again would take 64 million steps, and a minute.
    expect(performance.now() - started).toBeLessThan(8_000)
    expect(JSON.stringify(prepared.defs)).not.toContain('"items":[')
  }, 60_000)
})

describe('unwalkedTargets', () => {
  it('lists each target no keyword leads to once, and none inside another', () => {
    const document = {
      properties: {
        a: { $ref: '#/x-defs/t/properties/b' },
        b: { $ref: '#/x-defs/t' },
        c: { $ref: '#/properties/a' },
        d: { $ref: '#/x-more/u' },
      },
      'x-defs': { t: { properties: { b: { items: [{ $ref: '#/x-defs/t' }] } } } },
      'x-more': { u: { not: { $ref: '#/x-more/v' } }, v: { type: 'string' } },
    }
    const found = unwalkedTargets(document).map(({ pointer }) => pointer)
    expect(found.sort()).toEqual(['/x-defs/t', '/x-more/u', '/x-more/v'])
  })
})
