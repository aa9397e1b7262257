import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { findValibotAsyncInSync } from './async-in-sync'
import { holdsHookedNode } from './hooked-nodes'
import { transformsInView } from './may-transform'
import { factsOf } from './schema-facts'
import { learnInputFacts } from './side-answers'

type Build = () => object

// Each is built twice: one copy is asked after the async-in-sync walk kept its answers, the
// other, never walked before, walks for itself.
const schemas: Record<string, Build> = {
  plain: () => v.object({ a: v.string(), b: v.optional(v.number()) }),
  piped: () => v.object({ a: v.pipe(v.string(), v.minLength(1), v.description('a')) }),
  transform: () =>
    v.object({
      a: v.pipe(
        v.string(),
        v.transform((text) => text.length),
      ),
    }),
  rawTransform: () =>
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset }) => dataset.value),
    ),
  looseObject: () => v.looseObject({ a: v.string() }),
  fallback: () => v.object({ a: v.fallback(v.string(), 'x') }),
  defaulted: () => v.object({ a: v.optional(v.string(), 'x') }),
  tuple: () => v.tuple([v.string(), v.number()]),
  lazyPlain: () => {
    const node: v.GenericSchema = v.object({ next: v.optional(v.lazy(() => node)) })
    return node
  },
  lazyHidingTransform: () =>
    v.object({
      a: v.lazy(() =>
        v.pipe(
          v.string(),
          v.transform((text) => text.length),
        ),
      ),
    }),
  lazyReadingInput: () =>
    v.lazy((input) => ((input as { a?: unknown }).a === 1 ? v.string() : v.number())),
  union: () => v.union([v.string(), v.object({ a: v.pipe(v.string(), v.transform(Number)) })]),
  record: () => v.record(v.string(), v.array(v.nullish(v.string(), 'x'))),
  // A field the async-in-sync walk does not read, and the search for transforms does.
  throwsInTransform: () =>
    v.object({
      a: v.pipe(
        v.string(),
        Object.defineProperty(
          v.transform((text: string) => text),
          'literal',
          {
            enumerable: true,
            get() {
              throw new Error('not yet')
            },
          },
        ),
      ),
    }),
}

describe('the answers the async-in-sync walk keeps', () => {
  for (const [name, build] of Object.entries(schemas)) {
    it(`are the ones each question's own walk gives: ${name}`, () => {
      const walked = build()
      expect(findValibotAsyncInSync(walked)).toBeUndefined()
      const fresh = build()
      expect(transformsInView(walked)).toBe(transformsInView(fresh))
      expect(holdsHookedNode(walked, 'input')).toBe(holdsHookedNode(build(), 'input'))
      expect(holdsHookedNode(walked, 'output')).toBe(holdsHookedNode(build(), 'output'))
    })
  }

  for (const [name, build] of Object.entries(schemas)) {
    it(`are the ones each question's own walk gives, learned in one walk: ${name}`, () => {
      const learned = build()
      learnInputFacts(learned)
      expect(transformsInView(learned)).toBe(transformsInView(build()))
      expect(holdsHookedNode(learned, 'input')).toBe(holdsHookedNode(build(), 'input'))
    })
  }

  it('are learned in one walk when the schema is read whole, and not otherwise', () => {
    const plain = schemas.plain!()
    learnInputFacts(plain)
    expect(factsOf(plain)).toMatchObject({ transformsInView: false, hookedInput: false })
    const entries = Object.defineProperty({ b: v.string() }, 'a', {
      enumerable: true,
      get() {
        throw new Error('not yet')
      },
    })
    const throwing = v.object(entries as Record<string, v.GenericSchema>)
    learnInputFacts(throwing)
    expect(factsOf(throwing)).toEqual({})
    expect(holdsHookedNode(throwing, 'input')).toBe(true)
  })

  it('are not kept from a walk that found an async part', () => {
    const schema = v.object({
      a: v.pipe(v.string(), v.check((async () => true) as unknown as () => boolean)),
      b: v.pipe(
        v.string(),
        v.transform((text) => text.length),
      ),
    })
    expect(findValibotAsyncInSync(schema)).toMatchObject({
      path: ['entries', 'a', 'pipe', 1, 'requirement'],
    })
    expect(transformsInView(schema)).toBe(true)
    expect(holdsHookedNode(schema)).toBe(false)
  })
})
