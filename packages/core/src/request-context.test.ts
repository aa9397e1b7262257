import { describe, expect, expectTypeOf, it } from 'vitest'
import { RequestContext } from './request-context'

describe('RequestContext', () => {
  it('stores typed values with get, set, has, delete and entries', () => {
    const context = new RequestContext<{ userTier: 'free' | 'pro'; locale: string }>()
    expect(context.size).toBe(0)
    expect(context.get('userTier')).toBeUndefined()
    context.set('userTier', 'pro').set('locale', 'fr-FR')
    expectTypeOf(context.get('userTier')).toEqualTypeOf<'free' | 'pro'>()
    expect(context.has('userTier')).toBe(true)
    expect([...context.entries()]).toEqual([
      ['userTier', 'pro'],
      ['locale', 'fr-FR'],
    ])
    expect([...context.keys()]).toEqual(['userTier', 'locale'])
    expect(context.delete('locale')).toBe(true)
    expect(context.delete('locale')).toBe(false)
    expect(context.toObject()).toEqual({ userTier: 'pro' })
    expect(context.size).toBe(1)
  })

  it('starts from an object or from entries', () => {
    expect(new RequestContext({ a: 1 }).toObject()).toEqual({ a: 1 })
    expect(new RequestContext([['b', 2]]).get('b')).toBe(2)
  })

  it('keeps a __proto__ key as data', () => {
    const context = new RequestContext<Record<string, unknown>>()
    context.set('__proto__', { polluted: true })
    expect(context.get('__proto__')).toEqual({ polluted: true })
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined()
  })
})
