import { Type } from 'typebox'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pointCyclicRefs } from './cyclic-defs'
import { hoistNestedDefs } from './nested-defs'
import { extractOutput } from './test-fixtures/output-side'

type Json = Record<string, unknown>

const SIZES = [1_000, 2_000, 4_000]

const context = () => ({
  formerIds: new WeakSet<object>(),
  rewritten: new WeakMap<object, object>(),
})

/** An object whose own keys are listed through `reads`: each listing counts one. */
function counted<T extends object>(target: T): { value: T; reads: () => number } {
  let reads = 0
  const value = new Proxy(target, {
    ownKeys: (inner) => {
      reads++
      return Reflect.ownKeys(inner)
    },
  })
  return { value, reads: () => reads }
}

/** For each size, how often the counted object's keys are listed while `run` converts it. */
function readsPerSize(run: (size: number) => () => number): number[] {
  return SIZES.map((size) => run(size)())
}

describe('$defs lookups on thousands of definitions (attack)', () => {
  it("a nested Type.Cyclic's definitions move to the root with its $defs listed a fixed number of times (attacks counting the $defs left after each move)", () => {
    const reads = readsPerSize((size) => {
      const defs: Json = {}
      for (let index = 0; index < size; index++) {
        defs[`D${index}`] = {
          $id: `D${index}`,
          type: 'object',
          properties: { next: { $ref: `D${(index + 1) % size}` } },
        }
      }
      const holder = counted(defs)
      const root = { type: 'object', properties: { a: { $defs: holder.value, $ref: 'D0' } } }
      pointCyclicRefs(root, 1_000, context())
      expect(Object.keys(root)).toContain('$defs')
      expect(root.properties.a).toEqual({ $ref: '#/$defs/D0' })
      return holder.reads
    })
    expect(reads).toEqual([reads[0], reads[0], reads[0]])
    expect(reads[0]).toBeLessThanOrEqual(4)
  })

  it("a Type.Unsafe's definitions, each referencing the next, are hoisted with its $defs listed a fixed number of times (attacks counting the $defs left after each move)", () => {
    const reads = readsPerSize((size) => {
      const defs: Json = {}
      const properties: Json = {}
      for (let index = 0; index < size; index++) {
        defs[`D${index}`] = { type: 'array', items: { $ref: `#/$defs/D${(index + 1) % size}` } }
        properties[`p${index}`] = { $ref: `#/$defs/D${index}` }
      }
      const holder = counted(defs)
      properties.holder = { $defs: holder.value }
      const root: Json = { type: 'object', properties }
      hoistNestedDefs(root, 1_000, context())
      expect(Object.keys(root.$defs as Json)).toHaveLength(size)
      expect(properties.p0).toEqual({ $ref: '#/$defs/D0' })
      return holder.reads
    })
    expect(reads).toEqual([reads[0], reads[0], reads[0]])
    expect(reads[0]).toBeLessThanOrEqual(4)
  })

  it('thousands of references whose entry equals, without being, the one JSON Schema finds compare the two once (attacks a deep comparison per reference)', () => {
    const reads = readsPerSize((size) => {
      const big = (): Json => ({
        type: 'object',
        properties: Object.fromEntries(SIZES.map((n) => [`k${n}`, { type: 'string' }])),
      })
      const emitted = counted(big())
      const refs: Json = {}
      for (let index = 0; index < size; index++) refs[`r${index}`] = { $ref: '#/$defs/X' }
      // A `Type.Cyclic` entry whose `$id` the conversion removed: TypeBox resolves from it.
      const entry: Json = { type: 'object', properties: { h: { $defs: { X: big() } }, ...refs } }
      const root: Json = { $defs: { X: emitted.value, Tree: entry }, $ref: '#/$defs/Tree' }
      const withIds = context()
      withIds.formerIds.add(entry)
      hoistNestedDefs(root, 1_000, withIds)
      expect(refs.r0).toEqual({ $ref: '#/$defs/X' })
      return emitted.reads
    })
    expect(reads).toEqual([reads[0], reads[0], reads[0]])
  })
})

describe('keys thousands of defaults fill, on the output side (attack)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('are added to `required` scanning it a number of times linear in the keys (attacks a scan of `required` per key)', () => {
    const scanned = SIZES.map((size) => {
      const properties: Record<string, ReturnType<typeof Type.String>> = {}
      for (let index = 0; index < size; index++) {
        properties[`k${index}`] = Type.String({ default: 'x' })
      }
      const type = Type.Object(properties)
      let items = 0
      const includes = Array.prototype.includes
      vi.spyOn(Array.prototype, 'includes').mockImplementation(function (
        this: unknown[],
        ...args: Parameters<typeof includes>
      ) {
        items += this.length
        return includes.apply(this, args)
      })
      const { schema } = extractOutput(type)
      vi.restoreAllMocks()
      expect((schema as { required: string[] }).required).toHaveLength(size)
      return items / size
    })
    expect(scanned[2]).toBeLessThanOrEqual(Math.max(scanned[0] ?? 0, 1) * 2)
  })
})
