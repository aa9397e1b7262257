import { describe, expect, it } from 'vitest'
import {
  currentMaxSchemaNodes,
  MAX_SCHEMA_NODES,
  MAX_SCHEMA_NODES_CEILING,
  pushFields,
  SCHEMA_PARTS_PER_NODE,
  SchemaLimitError,
  type SchemaPush,
  type SchemaWalker,
  type SchemaWalkOutcome,
  setMaxSchemaNodes,
  walkSchema,
} from './schema-walk'

const findCheck = {
  visit: (node: object) => ('check' in node ? 'check' : undefined),
  children: pushFields,
}

describe('walkSchema', () => {
  it('finds a node and its path through fields and lists', () => {
    const schema = { properties: { a: { anyOf: [{ type: 'x' }, { check: true }] } } }
    expect(walkSchema(schema, findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['properties', 'a', 'anyOf', 1],
    })
  })

  it('walks a cycle once and says none', () => {
    const cyclic: Record<string, unknown> = { type: 'x' }
    cyclic.self = cyclic
    expect(walkSchema(cyclic, findCheck)).toEqual({ kind: 'none' })
  })

  it('walks a schema deeper than the stack without recursion, and caps a wide one', () => {
    let deep: object = { check: true }
    for (let level = 0; level < 100_000; level++) deep = { a: deep }
    expect(walkSchema(deep, findCheck).kind).toBe('unknown')
    const wide = { items: Array.from({ length: MAX_SCHEMA_NODES + 1 }, () => ({})) }
    expect(walkSchema(wide, findCheck)).toEqual({
      kind: 'unknown',
      reason: 'capped',
      limit: 'nodes',
    })
  })

  it('takes a schema that throws while it is read as unknown, and says where', () => {
    const hostile = {
      get a(): never {
        throw new Error('getter')
      },
    }
    expect(walkSchema(hostile, findCheck)).toEqual({ kind: 'unknown', reason: 'threw', path: [] })
    const nested = { properties: { b: [{ type: 'x' }, hostile] } }
    expect(walkSchema(nested, findCheck)).toEqual({
      kind: 'unknown',
      reason: 'threw',
      path: ['properties', 'b', 1],
    })
  })

  it('never reads the field a walk is told to leave out', () => {
    const schema = {
      get '~standard'(): never {
        throw new Error('read')
      },
      pipe: [{ check: true }],
    }
    const leavingOut = {
      visit: findCheck.visit,
      children: (node: object, push: SchemaPush) => pushFields(node, push, '~standard'),
    }
    expect(walkSchema(schema, leavingOut)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['pipe', 0],
    })
    expect(walkSchema(schema, findCheck)).toMatchObject({ kind: 'unknown', reason: 'threw' })
  })
})

describe('walkSchema against lists no node limit bounds', () => {
  const capped = { kind: 'unknown', reason: 'capped', limit: 'parts' }

  it('stops at a Proxy that claims 2^32 - 1 places, each a fresh node', () => {
    // Without a bound on parts, every place is pushed before one is read: the heap runs out.
    const endless = new Proxy([], {
      get: (target, key) =>
        key === 'length' ? 2 ** 32 - 1 : typeof key === 'string' ? {} : Reflect.get(target, key),
    })
    expect(walkSchema({ items: endless }, findCheck)).toEqual(capped)
  })

  it('stops at a sparse list of 2^32 - 1 places, which holds no node', () => {
    expect(walkSchema({ items: new Array(2 ** 32 - 1) }, findCheck)).toEqual(capped)
  })

  // A walker that hands over each item of a list itself, not the list whole.
  const itemByItem = (node: object, push: SchemaPush) => {
    for (const field of Object.keys(node)) {
      const value = (node as Record<string, unknown>)[field]
      if (!Array.isArray(value)) push(value, field)
      else for (let index = 0; index < value.length; index++) push(value[index], field, index)
    }
  }

  it('reads the one list every node holds once, when the list is handed over whole', () => {
    const shared: object[] = []
    for (let at = 0; at < 2_000; at++) shared.push({ options: shared })
    const read: object[] = []
    const counting = {
      visit: (node: object) => {
        read.push(node)
        return undefined
      },
      children: pushFields,
    }
    expect(walkSchema(shared[0], counting)).toEqual({ kind: 'none' })
    expect(read).toHaveLength(2_000)
  })

  it('stops when each node hands over every item of a list all of them hold', () => {
    const shared: object[] = []
    for (let at = 0; at < 2_000; at++) shared.push({ options: shared })
    // 2,000 nodes, within the node limit, but 4,000,000 parts handed over.
    expect(walkSchema(shared[0], { ...findCheck, children: itemByItem })).toEqual(capped)
  })

  it('stops a walker that catches what push throws past the limit', () => {
    const swallowing: SchemaWalker<string> = {
      visit: findCheck.visit,
      children: (node, push) => {
        try {
          itemByItem(node, push)
        } catch {
          // A walker's own guard around a getter.
        }
      },
    }
    const shared: object[] = []
    for (let at = 0; at < 2_000; at++) shared.push({ options: shared })
    expect(walkSchema(shared[0], swallowing)).toEqual(capped)
  })

  it('reads no place of a typed array or a String object', () => {
    const bytes = new Uint8Array(50_000_000)
    const text = new String('x'.repeat(10_000_000))
    expect(walkSchema({ examples: [bytes, text] }, findCheck)).toEqual({ kind: 'none' })
  })

  it('stops before listing the keys of a node that claims more places than the parts left', () => {
    // A Proxy hides what it wraps; a list in a list is a node, not a list handed over whole.
    // A typed array's `length` refuses a Proxy as its receiver: the walk ends as unreadable.
    const wrapped = new Proxy(new Uint8Array(10_000_000), {})
    expect(walkSchema({ x: wrapped }, findCheck)).toEqual({
      kind: 'unknown',
      reason: 'threw',
      path: ['x'],
    })
    const claiming = new Proxy(new Uint8Array(10_000_000), {
      get: (target, key) => (key === 'length' ? target.length : Reflect.get(target, key)),
    })
    expect(walkSchema({ x: claiming }, findCheck)).toEqual(capped)
    expect(walkSchema({ x: [new Array(2_000_000).fill(0)] }, findCheck)).toEqual(capped)
    const text = new Proxy(new String('x'.repeat(2_000_000)), {
      getPrototypeOf: () => Object.prototype,
    })
    expect(walkSchema({ x: text }, findCheck)).toEqual(capped)
  })

  it("reads a list that carries a schema's fields as a node too, as a library may run it", () => {
    const schema = { kind: 'schema', pipe: [{ check: true }] }
    const copied = Object.assign([], schema)
    expect(walkSchema({ entries: { a: copied } }, findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['entries', 'a', 'pipe', 0],
    })
    const inheriting = Object.setPrototypeOf([], { check: true })
    expect(walkSchema({ entries: { a: inheriting } }, findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['entries', 'a'],
    })
  })

  it('reads a large enum and a list shared by a few hundred nodes whole', () => {
    const entries = Object.fromEntries(Array.from({ length: 200_000 }, (_, at) => [`v${at}`, at]))
    expect(walkSchema({ type: 'enum', entries }, findCheck)).toEqual({ kind: 'none' })
    const shared: object[] = []
    for (let at = 0; at < 500; at++) shared.push({ options: shared })
    shared.push({ check: true })
    expect(walkSchema(shared[0], findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['options', 500],
    })
  })

  it('takes the limit of parts from the node limit', () => {
    const previous = setMaxSchemaNodes(MAX_SCHEMA_NODES * 4)
    try {
      const shared: object[] = []
      for (let at = 0; at < 2_000; at++) shared.push({ options: shared })
      expect(walkSchema(shared[0], { ...findCheck, children: itemByItem })).toEqual({
        kind: 'none',
      })
    } finally {
      setMaxSchemaNodes(previous)
    }
  })
})

describe('walkSchema and functions', () => {
  it("visits a function that carries a schema's fields, as a library may run it", () => {
    const carrier = Object.assign(() => undefined, { kind: 'schema', check: async () => true })
    expect(walkSchema({ entries: { a: carrier } }, findCheck)).toEqual({
      kind: 'found',
      value: 'check',
      path: ['entries', 'a'],
    })
  })
})

describe('setMaxSchemaNodes', () => {
  const wide = (count: number) => ({ items: Array.from({ length: count }, () => ({})) })
  const walk = (root: unknown) =>
    walkSchema(root, { visit: () => undefined, children: pushFields }).kind

  it('raises the cap: a schema past the default is then read whole, and the old limit comes back', () => {
    expect(walk(wide(MAX_SCHEMA_NODES + 5))).toBe('unknown')
    const previous = setMaxSchemaNodes(MAX_SCHEMA_NODES * 2)
    try {
      expect(previous).toBe(MAX_SCHEMA_NODES)
      expect(currentMaxSchemaNodes()).toBe(MAX_SCHEMA_NODES * 2)
      expect(walk(wide(MAX_SCHEMA_NODES + 5))).toBe('none')
      expect(walk(wide(MAX_SCHEMA_NODES * 2 + 5))).toBe('unknown')
    } finally {
      setMaxSchemaNodes(previous)
    }
  })

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, MAX_SCHEMA_NODES_CEILING + 1, '50'])(
    'refuses %s with its own error and code, keeping the limit (attacks an unbounded walk)',
    (limit) => {
      const error = (() => {
        try {
          setMaxSchemaNodes(limit as number)
        } catch (thrown) {
          return thrown
        }
      })()
      expect(error).toBeInstanceOf(SchemaLimitError)
      expect(error).toMatchObject({ code: 'SCHEMA_LIMIT_INVALID' })
      expect(currentMaxSchemaNodes()).toBe(MAX_SCHEMA_NODES)
    },
  )
})

// The walk as first written, one linked object per node: the flat lists must give the same
// nodes in the same order and the same outcome, paths included.
function referenceWalk<T>(root: unknown, walker: SchemaWalker<T>): SchemaWalkOutcome<T> {
  interface Step {
    node: unknown
    keys: PropertyKey[]
    parent: Step | undefined
  }
  const identity =
    walker.identity ??
    ((node: unknown) =>
      (typeof node === 'object' && node !== null) || typeof node === 'function'
        ? (node as object)
        : undefined)
  const partLimit = currentMaxSchemaNodes() * SCHEMA_PARTS_PER_NODE
  let parts = 0
  const spent = new Error('parts spent')
  const seen = new Set<object>()
  const pending: Step[] = [{ node: root, keys: [], parent: undefined }]
  const pathOf = (step: Step) => {
    const parts: PropertyKey[][] = []
    for (let at: Step | undefined = step; at !== undefined; at = at.parent) parts.push(at.keys)
    return parts.reverse().flat()
  }
  let step = pending.pop()
  let parent = step
  const lists = new Set<unknown[]>()
  const push = (child: unknown, ...keys: PropertyKey[]): void => {
    if (++parts > partLimit) throw spent
    if (Array.isArray(child) && keys[1] === undefined) {
      if (lists.has(child)) return
      lists.add(child)
      if (child.length > partLimit - parts) {
        parts = partLimit + 1
        throw spent
      }
      for (let index = 0; index < child.length; index++)
        push(child[index], keys[0] as PropertyKey, index)
      return
    }
    if ((typeof child === 'object' && child !== null) || typeof child === 'function')
      pending.push({ node: child, keys: keys.filter((key) => key !== undefined), parent })
  }
  try {
    for (; step !== undefined; step = pending.pop()) {
      const id = identity(step.node)
      if (id === undefined || seen.has(id)) continue
      seen.add(id)
      if (seen.size > currentMaxSchemaNodes()) {
        return { kind: 'unknown', reason: 'capped', limit: 'nodes' }
      }
      const value = walker.visit(step.node as object)
      if (value !== undefined) return { kind: 'found', value, path: pathOf(step) }
      parent = step
      walker.children(step.node as object, push as SchemaPush)
      if (parts > partLimit) return { kind: 'unknown', reason: 'capped', limit: 'parts' }
    }
    return { kind: 'none' }
  } catch {
    if (parts > partLimit) return { kind: 'unknown', reason: 'capped', limit: 'parts' }
    return { kind: 'unknown', reason: 'threw', path: step === undefined ? [] : pathOf(step) }
  }
}

// A random schema-like graph: shared parts, cycles, lists, records, functions, plain values
// and, now and then, a getter that throws.
function randomGraph(seed: number): { root: object; nodes: object[] } {
  let state = seed
  const next = (below: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return (state >>> 8) % below
  }
  const nodes: object[] = []
  for (let at = 0; at < 30; at++)
    nodes.push(next(6) === 0 ? Object.assign(() => at, { at }) : { at })
  for (const node of nodes) {
    const fields = next(4)
    for (let field = 0; field < fields; field++) {
      const name = `f${field}`
      const kind = next(6)
      const target = nodes[next(nodes.length)]
      if (kind === 0) (node as Record<string, unknown>)[name] = [target, 1, nodes[next(30)]]
      else if (kind === 1) (node as Record<string, unknown>)[name] = { r: target, s: 'text' }
      else if (kind === 2 && next(4) === 0)
        Object.defineProperty(node, name, {
          enumerable: true,
          get() {
            throw new Error('not yet')
          },
        })
      else (node as Record<string, unknown>)[name] = target
    }
  }
  return { root: nodes[0] as object, nodes }
}

describe('walkSchema against the linked-step walk', () => {
  it('visits the same nodes in the same order with the same outcome, on 300 random graphs', () => {
    let found = 0
    let threw = 0
    let capped = 0
    let threwInIdentity = 0
    for (let seed = 1; seed <= 300; seed++) {
      const { root, nodes } = randomGraph(seed)
      const wanted = nodes[seed % nodes.length]
      const limit = seed % 5 === 0 ? 1 + (seed % 7) : MAX_SCHEMA_NODES
      const runs = [walkSchema, referenceWalk].map((walk) => {
        const visited: object[] = []
        const previous = setMaxSchemaNodes(limit)
        try {
          const walker: SchemaWalker<string> = {
            visit: (node) => {
              visited.push(node)
              return node === wanted ? 'wanted' : undefined
            },
            children: (node, push) => {
              for (const field of Object.keys(node)) {
                const value = (node as Record<string, unknown>)[field]
                // Half the walkers hand lists over whole, for the walk to read once.
                if (Array.isArray(value) && seed % 2 === 0) push(value, field)
                else if (Array.isArray(value)) {
                  for (let index = 0; index < value.length; index++)
                    push(value[index], field, index)
                } else if (typeof value === 'object' && value !== null && 'r' in value)
                  push((value as { r: unknown }).r, field, 'r')
                else push(value, field)
              }
            },
          }
          // A library's own identity, which takes functions as nodes too, or one that throws on
          // some nodes (a Zod-like identity reading a getter): the path is the node's own.
          if (seed % 3 === 0) walker.identity = (node) => node as object
          if (seed % 3 === 1) {
            walker.identity = (node) => {
              if ((node as { at?: number }).at === seed % 30) throw new Error('no identity')
              return typeof node === 'object' && node !== null ? node : undefined
            }
          }
          const outcome = walk(root, walker)
          return { outcome, visited }
        } finally {
          setMaxSchemaNodes(previous)
        }
      })
      expect(runs[0]).toEqual(runs[1])
      const outcome = runs[0]!.outcome
      if (outcome.kind === 'found') found++
      else if (outcome.kind === 'unknown' && outcome.reason === 'threw') {
        threw++
        if (seed % 3 === 1 && outcome.path.length > 0) threwInIdentity++
      } else if (outcome.kind === 'unknown') capped++
    }
    // Every outcome was met, so each was compared.
    expect(found).toBeGreaterThan(20)
    expect(threw).toBeGreaterThan(20)
    expect(capped).toBeGreaterThan(5)
    expect(threwInIdentity).toBeGreaterThan(5)
  })
})
