import { extractJsonSchema, withAdapter } from '@polytool/core'
import { zodAdapter } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toProviderSchema } from './to-provider-schema'

// Zod writes its own formats (`cidrv4`, `nanoid`, …) beside the pattern that carries the check;
// a strict Ajv refuses to compile an unknown format, so what providers receive matters.
const input = z.object({ c: z.cidrv4(), n: z.nanoid(), e: z.email() })
const { schema: jsonSchema } = extractJsonSchema(withAdapter(input, zodAdapter), { io: 'input' })
const emitted = jsonSchema as { properties: Record<string, { pattern: string }> }

const propertiesFor = (target: 'openai' | 'anthropic', strict: boolean) =>
  (toProviderSchema(jsonSchema, target, { strict }).schema as { properties: object }).properties

describe("Zod's own formats, as providers receive them", () => {
  it('strict providers get the pattern and only the formats they know', () => {
    for (const target of ['openai', 'anthropic'] as const) {
      const { c, n, e } = propertiesFor(target, true) as Record<string, Record<string, unknown>>
      expect(c).not.toHaveProperty('format')
      expect(c!.pattern).toBe(emitted.properties.c!.pattern)
      expect(n).not.toHaveProperty('format')
      expect(n!.pattern).toBe('^[a-zA-Z0-9_-]{21}$')
      expect(e!.format).toBe('email')
    }
  })

  it('non-strict providers get the schema as emitted, format and pattern', () => {
    const { c } = propertiesFor('openai', false) as Record<string, Record<string, unknown>>
    expect(c).toMatchObject({ format: 'cidrv4', pattern: expect.any(String) })
  })
})
