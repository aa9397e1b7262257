import { describe, expect, it } from 'vitest'
import { SchemaLimitError } from './limit-error'
import { limitsOrThrow } from './limits'
import { scanInput } from './scan-input'
import { toProviderSchema } from './to-provider-schema'

const limits = limitsOrThrow({ maxDepth: 4, maxInputNodes: 50 })

describe('scanInput', () => {
  it('counts every value, shared ones each time, and the deepest nesting', () => {
    const shared = { type: 'string' }
    const schema = { type: 'object', properties: { a: shared, b: shared } }
    expect(scanInput(schema, limits)).toEqual({ values: 7, depth: 3, cyclic: false })
  })

  it('visits values in document order: the error names the first value past a limit', () => {
    const few = limitsOrThrow({ maxInputNodes: 4 })
    const wide = catchError(() => scanInput({ a: 1, b: 2, c: 3, d: 4 }, few))
    expect(wide).toBeInstanceOf(SchemaLimitError)
    expect(wide).toMatchObject({ code: 'MAX_INPUT_NODES', pointer: '/d' })
    const schema = { properties: { a: { items: { items: { items: {} } } }, b: {} } }
    const deep = catchError(() => scanInput(schema, limits))
    expect(deep).toMatchObject({ code: 'MAX_DEPTH', pointer: '/properties/a/items/items' })
  })

  it('scans the next input from scratch after one that threw half way', () => {
    const tooWide = { enum: Array.from({ length: 60 }, (_, index) => index) }
    expect(() => scanInput(tooWide, limits)).toThrow(SchemaLimitError)
    expect(scanInput({ type: 'string' }, limits)).toEqual({ values: 2, depth: 1, cyclic: false })
  })

  it('a getter that scans another input during a scan gets a count of its own', () => {
    let inner: unknown
    const schema = {
      type: 'object',
      get properties() {
        inner = scanInput({ enum: [1, 2, 3] }, limits)
        return { a: { type: 'string' } }
      },
    }
    expect(scanInput(schema, limits)).toEqual({ values: 5, depth: 3, cyclic: false })
    expect(inner).toEqual({ values: 5, depth: 2, cyclic: false })
  })

  it('skips a cycle instead of walking it forever', () => {
    const node: Record<string, unknown> = { type: 'object' }
    node.properties = { self: node }
    expect(scanInput(node, limits)).toEqual({ values: 3, depth: 2, cyclic: true })
  })
})

describe('scanInput: cycles at any depth', () => {
  it.each([
    [3, 'root'],
    [40, 'root'],
    [3, 'self'],
    [7, 'self'],
    [8, 'self'],
    [40, 'self'],
  ] as const)(
    'a container %i levels down that holds the %s is skipped, and the copy reports it',
    (levels, target) => {
      const root: Record<string, unknown> = {}
      let node = root
      for (let level = 0; level < levels; level++) {
        const next: Record<string, unknown> = {}
        node.properties = { a: next }
        node = next
      }
      node.properties = { back: target === 'root' ? root : node }
      const size = scanInput(root, limitsOrThrow({}))
      expect(size.cyclic).toBe(true)
      expect(size.values).toBe(1 + 2 * levels + 1)
      expect(() => toProviderSchema(root, 'mcp')).toThrow(
        expect.objectContaining({
          code: 'INVALID_SCHEMA',
          message: expect.stringContaining('circular'),
        }),
      )
    },
  )
})

function catchError(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}
