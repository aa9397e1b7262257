import { RequestContext } from '@polytool/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { createTool } from './index'

// A password may hold a double quote; the library quotes the value it received.
const secret = 'Tr0ub4dor"SECRETTAIL'

describe('Valibot: a quoted value holding a double quote never shows (attack)', () => {
  it('a request context value', async () => {
    const tool = createTool({
      id: 'ctx',
      description: 'Needs a URL in its context',
      inputSchema: v.object({}),
      requestContextSchema: v.object({ endpoint: v.pipe(v.string(), v.url()) }),
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
      inputSchema: v.object({}),
      outputSchema: v.object({ mode: v.picklist(['a', 'b']) }),
      execute: () => ({ mode: secret }) as never,
    })
    const result = await tool.execute({})
    expect(JSON.stringify(result)).not.toContain('SECRETTAIL')
  })
})
