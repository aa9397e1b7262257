import { describe, expect, it } from 'vitest'
import { checkProviderSchema } from './check-provider-schema'

// Attacks checkProviderSchema's promise never to throw on odd input: a schema object handed
// over by a plugin or an MCP bridge that throws while it is read.
const throwingGetter = () => {
  const node: Record<string, unknown> = { type: 'string' }
  Object.defineProperty(node, 'description', {
    enumerable: true,
    get() {
      throw new Error('getter exploded with secret sk-live-123')
    },
  })
  return node
}

const hostileProxy = () =>
  new Proxy(
    { type: 'string' },
    {
      ownKeys() {
        throw new Error('ownKeys trap')
      },
      get() {
        throw new Error('get trap')
      },
      getPrototypeOf() {
        throw new Error('getPrototypeOf trap')
      },
    },
  )

const deep = (leaf: unknown, levels: number): unknown => {
  let node = leaf
  for (let level = 0; level < levels; level++) {
    node = { type: 'object', properties: { next: node }, required: ['next'] }
  }
  return node
}

describe('checkProviderSchema on a schema that throws while read', () => {
  const schemas = {
    'a throwing getter at the root': () => ({
      type: 'object',
      get properties(): unknown {
        throw new Error('root getter')
      },
    }),
    'a throwing getter 20 levels deep': () => deep(throwingGetter(), 20),
    'a Proxy whose traps throw': () => deep(hostileProxy(), 3),
    'a Proxy at the root': hostileProxy,
    'a revoked Proxy': () => {
      const { proxy, revoke } = Proxy.revocable({}, {})
      revoke()
      return deep(proxy, 2)
    },
  }
  for (const [name, make] of Object.entries(schemas)) {
    for (const target of ['openai', 'anthropic', 'gemini', 'mcp'] as const) {
      it(`returns a violation for ${name} (${target})`, () => {
        const violations = checkProviderSchema(make(), target)
        expect(violations).toContainEqual(
          expect.objectContaining({ rule: 'invalid-schema', pointer: '' }),
        )
        expect(JSON.stringify(violations)).not.toContain('sk-live-123')
      })
    }
  }

  it('returns a violation when the thrown value is itself a hostile Proxy', () => {
    const thrown = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('instanceof trap')
        },
      },
    )
    const node = {}
    Object.defineProperty(node, 'type', {
      enumerable: true,
      get() {
        throw thrown
      },
    })
    expect(checkProviderSchema(node, 'openai', { strict: true })).toContainEqual(
      expect.objectContaining({ rule: 'invalid-schema' }),
    )
  })

  it('still reports limits as schema-limit violations', () => {
    expect(checkProviderSchema(deep({ type: 'string' }, 200), 'openai')).toContainEqual(
      expect.objectContaining({ rule: 'schema-limit', code: 'MAX_DEPTH' }),
    )
  })
})
