import { createToolWith, RequestContext } from '@polytool/core'
import { type } from 'arktype'
import { describe, expect, it } from 'vitest'
import { arktypeAdapter } from './adapter'

const createTool = createToolWith(arktypeAdapter)
// A password may hold a double quote; ArkType quotes the value it received, as JSON.
const secret = 'Tr0ub4dor"SECRETTAIL'

describe('ArkType: a quoted value holding a double quote never shows (attack)', () => {
  it('a request context value', async () => {
    const tool = createTool({
      id: 'ctx',
      description: 'Needs a URL in its context',
      inputSchema: type({}),
      requestContextSchema: type({ endpoint: 'string.url' }),
      execute: () => 'ran',
    })
    const requestContext = new RequestContext({ endpoint: secret })
    const result = await tool.execute({}, { requestContext } as never)
    expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
  })

  it("an invalid output's value", async () => {
    const tool = createTool({
      id: 'out',
      description: 'Returns a mode',
      inputSchema: type({}),
      outputSchema: type({ mode: "'a' | 'b'" }),
      execute: () => ({ mode: secret }) as never,
    })
    const result = await tool.execute({})
    expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
  })

  it('an input value under a secret-looking key', async () => {
    const tool = createTool({
      id: 'login',
      description: 'Logs in',
      inputSchema: type({ password: "'a' | 'b'" }),
      execute: () => 'ran',
    })
    const result = await tool.execute({ password: secret } as never)
    expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
  })
})
