import { isValidationError, RequestContext } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { createTool } from './index'

// Yup quotes the value it received; inside an object, as JSON, so escaped.
const secrets = [
  'Tr0ub4dor"SECRETTAIL',
  'first\nSECRETTAIL',
  'back\\SECRETTAIL',
  'nul\u0000SECRETTAIL',
]
const strictShape = () =>
  y.object({ count: y.number().strict().required(), nested: y.string().strict().required() })

describe('Yup: a quoted value never shows, escaped or not (attack)', () => {
  for (const secret of secrets) {
    it(`a request context value ${JSON.stringify(secret)}`, async () => {
      const tool = createTool({
        id: 'ctx',
        description: 'Needs a count in its context',
        inputSchema: y.object({}),
        requestContextSchema: strictShape(),
        execute: () => 'ran',
      })
      const requestContext = new RequestContext({ count: secret, nested: { inner: secret } })
      const result = await tool.execute({}, { requestContext } as never)
      expect(isValidationError(result)).toBe(true)
      expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
    })

    it(`an invalid output's value ${JSON.stringify(secret)}`, async () => {
      const tool = createTool({
        id: 'out',
        description: 'Returns a count',
        inputSchema: y.object({}),
        outputSchema: strictShape(),
        execute: () => ({ count: secret, nested: { inner: secret } }) as never,
      })
      const result = await tool.execute({})
      expect(isValidationError(result)).toBe(true)
      expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
    })
  }
})
