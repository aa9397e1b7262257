import type { Client, RequestOptions, Tool } from '@modelcontextprotocol/client'
import type { McpServer, ServerContext } from '@modelcontextprotocol/server'
import type { AnyTool } from '@polytool/core'
import { describe, expectTypeOf, it } from 'vitest'
import { weatherTool } from '../test-fixtures/tools'
import {
  createMcpServer,
  type LoadMcpToolsOptions,
  loadMcpTools,
  type loadRemoteMcpTools,
  type McpServeOptions,
  type McpToolSet,
  registerMcpTools,
} from './index'

describe('public types on SDK v2', () => {
  it('createMcpServer gives v2’s McpServer, and registerMcpTools takes it', () => {
    const server = createMcpServer({ name: 'x', version: '1' }, [weatherTool])
    expectTypeOf(server).toEqualTypeOf<McpServer>()
    expectTypeOf(registerMcpTools).parameter(0).toEqualTypeOf<McpServer | McpServer['server']>()
  })

  it('the request context and approval gate receive v2’s ServerContext', () => {
    type Gate = NonNullable<McpServeOptions['approve']>
    expectTypeOf<Parameters<Gate>[0]['extra']>().toEqualTypeOf<ServerContext>()
    registerMcpTools({} as McpServer, [weatherTool], {
      requestContext: (ctx) => {
        expectTypeOf(ctx.mcpReq.signal).toEqualTypeOf<AbortSignal>()
        return undefined as never
      },
      progressEveryMs: 10_000,
    })
  })

  it('loadMcpTools takes v2’s Client and request options, and gives v2 listings', () => {
    expectTypeOf(loadMcpTools).parameter(0).toEqualTypeOf<Client>()
    expectTypeOf<
      NonNullable<LoadMcpToolsOptions['requestOptions']>
    >().toEqualTypeOf<RequestOptions>()
    expectTypeOf<McpToolSet['listings']>().toEqualTypeOf<readonly Tool[]>()
    expectTypeOf<McpToolSet['tools']>().toEqualTypeOf<readonly AnyTool[]>()
    expectTypeOf<Awaited<ReturnType<typeof loadRemoteMcpTools>>['client']>().toEqualTypeOf<Client>()
  })

  it('refuses v1’s shapes', () => {
    // @ts-expect-error progressEveryMs is a number of milliseconds
    registerMcpTools({} as McpServer, [weatherTool], { progressEveryMs: '10s' })
    // @ts-expect-error the request context builder gets v2's context, which has no requestId
    registerMcpTools({} as McpServer, [weatherTool], { requestContext: (ctx) => ctx.requestId })
  })
})
