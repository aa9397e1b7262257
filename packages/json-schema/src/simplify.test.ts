import { describe, expect, it } from 'vitest'
import { simplifyNode } from './simplify'
import { PROFILES } from './test-fixtures/profiles'
import { toProviderSchema } from './to-provider-schema'

const described = (text: string, values: readonly string[]) => ({
  anyOf: values.map((value) => ({ const: value, description: text })),
  description: text,
})

describe('simplifyNode: unions of literals', () => {
  it('merges literals that repeat the union description into one enum', () => {
    expect(simplifyNode(described('The reaction', ['+1', '-1', 'eyes']))).toEqual({
      description: 'The reaction',
      enum: ['+1', '-1', 'eyes'],
      type: 'string',
    })
  })

  it('keeps a union whose branches describe their own values', () => {
    const union = {
      description: 'The reaction',
      anyOf: [
        { const: '+1', description: 'Approve' },
        { const: '-1', description: 'The reaction' },
      ],
    }
    expect(simplifyNode(union)).toEqual(union)
  })

  it('keeps a union whose branches carry a description the union lacks', () => {
    const union = {
      anyOf: [
        { const: 'a', description: 'A' },
        { const: 'b', description: 'A' },
      ],
    }
    expect(simplifyNode(union)).toEqual(union)
  })

  it('keeps a union whose repeated annotation is not a text', () => {
    const examples = ['a']
    const union = {
      examples,
      anyOf: [
        { const: 'a', examples },
        { const: 'b', examples },
      ],
    }
    expect(simplifyNode(union)).toEqual(union)
  })

  it('does not merge a oneOf that lists one value twice: oneOf refuses that value', () => {
    const union = {
      description: 'x',
      oneOf: [
        { const: 'a', description: 'x' },
        { const: 'a', description: 'x' },
      ],
    }
    expect(simplifyNode(union)).toEqual(union)
  })

  // Other profiles send a schema as it is written when the target takes it.
  const rewriting = PROFILES.filter((profile) => profile.strict)

  it.each(rewriting)('is emitted as one enum for $id, with the description once', (profile) => {
    const schema = {
      type: 'object',
      properties: { content: described('The reaction', ['+1', '-1', 'eyes']) },
      required: ['content'],
    }
    const emitted = toProviderSchema(schema, profile.target, profile.options)
    const properties = emitted.schema?.properties as Record<string, Record<string, unknown>>
    const content = properties.content!
    expect(content.anyOf).toBeUndefined()
    expect(content.enum).toEqual(['+1', '-1', 'eyes'])
    expect(content.description).toBe('The reaction')
    expect(emitted.decode({ content: 'eyes' })).toEqual({ content: 'eyes' })
  })
})
