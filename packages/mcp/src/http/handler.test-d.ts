import type { ServerContext } from '@modelcontextprotocol/server'
import { createTool, RequestContext } from '@polytool/core'
import { expectTypeOf, test } from 'vitest'
import { z } from 'zod'
import type { McpRequestExtra } from '../server/options'
import * as v2 from '../v2/index'
import type { McpAccessToken } from './access-token'
import { createMcpHandler } from './create-handler'
import type { McpHandler } from './handler'
import { createJwtVerifier } from './jwt'

const tool = createTool({
  id: 'purge',
  description: 'Purges',
  inputSchema: z.object({}),
  mcp: { scopes: ['admin'] },
  execute: async () => 'purged',
})

test('the handler is a fetch handler, and the verifier fits verifyAccessToken', () => {
  const handler = createMcpHandler({ name: 'x', version: '1' }, [tool], {
    auth: {
      resource: 'https://mcp.example.com/mcp',
      authorizationServers: ['https://auth.example.com'],
      verifyAccessToken: createJwtVerifier({
        issuer: 'https://auth.example.com',
        audience: 'https://mcp.example.com/mcp',
        jwksUrl: 'https://auth.example.com/jwks',
      }),
    },
    requestContext: (token, extra) => {
      expectTypeOf(token).toEqualTypeOf<McpAccessToken | undefined>()
      expectTypeOf(extra).toEqualTypeOf<McpRequestExtra>()
      return new RequestContext({ user: token?.subject })
    },
  })
  expectTypeOf(handler).toExtend<(request: Request) => Promise<Response>>()
  expectTypeOf(handler).toEqualTypeOf<McpHandler>()
  expectTypeOf(handler.sessionCount).toEqualTypeOf<number>()
})

test('scopes are a list of strings, and HS256 is not an algorithm the verifier takes', () => {
  // @ts-expect-error scopes are a list of strings
  createTool({ id: 't', description: 'd', inputSchema: z.object({}), mcp: { scopes: 'admin' } })
  // @ts-expect-error the algorithm comes from the known list: no HS256
  createJwtVerifier({ issuer: 'i', audience: 'a', jwksUrl: 'u', algorithms: ['HS256'] })
})

test('on SDK v2, the handler is the same, and its callbacks get v2’s ServerContext', () => {
  const handler = v2.createMcpHandler({ name: 'x', version: '1' }, [tool], {
    auth: {
      resource: 'https://mcp.example.com/mcp',
      authorizationServers: ['https://auth.example.com'],
      verifyAccessToken: v2.createJwtVerifier({
        issuer: 'https://auth.example.com',
        audience: 'https://mcp.example.com/mcp',
        jwksUrl: 'https://auth.example.com/jwks',
      }),
    },
    requestContext: (token, ctx) => {
      expectTypeOf(token).toEqualTypeOf<v2.McpAccessToken | undefined>()
      expectTypeOf(ctx).toEqualTypeOf<ServerContext>()
      return new RequestContext({ user: token?.subject, request: ctx.mcpReq.id })
    },
    approve: ({ extra }) => {
      expectTypeOf(extra).toEqualTypeOf<ServerContext>()
      return true
    },
  })
  expectTypeOf(handler).toEqualTypeOf<v2.McpHandler>()
  v2.createMcpHandler({ name: 'x', version: '1' }, [tool], {
    // @ts-expect-error v2's context has no v1 requestId
    requestContext: (_token, ctx) => ctx.requestId,
  })
})
