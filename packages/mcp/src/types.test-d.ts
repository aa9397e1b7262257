import type { Client } from '@modelcontextprotocol/sdk/client/index.js'
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { AnyTool } from '@polytool/core'
import { describe, expectTypeOf, it } from 'vitest'
import type { loadRemoteMcpTools } from './client/load-remote-v1'
import {
  createMcpServer,
  loadMcpTools,
  type McpSchemaCheck,
  type McpServeOptions,
  type McpToolSet,
} from './index'
import { weatherTool } from './test-fixtures/tools'

describe('public types', () => {
  it('createMcpServer gives the SDK McpServer', () => {
    expectTypeOf(
      createMcpServer({ name: 'x', version: '1' }, [weatherTool]),
    ).toEqualTypeOf<McpServer>()
  })

  it('loadMcpTools gives polytool tools and a provider check', () => {
    expectTypeOf(loadMcpTools).parameter(0).toEqualTypeOf<Client>()
    expectTypeOf<Awaited<ReturnType<typeof loadMcpTools>>>().toEqualTypeOf<McpToolSet>()
    expectTypeOf<McpToolSet['tools']>().toEqualTypeOf<readonly AnyTool[]>()
    expectTypeOf<ReturnType<McpToolSet['checkProviderSchemas']>>().toEqualTypeOf<McpSchemaCheck[]>()
  })

  it('loads remote tools through a v1 client, and takes progress options', () => {
    expectTypeOf<Awaited<ReturnType<typeof loadRemoteMcpTools>>['client']>().toEqualTypeOf<Client>()
    expectTypeOf<Parameters<typeof loadMcpTools>[1]>().toMatchTypeOf<
      { progress?: boolean } | undefined
    >()
  })

  it('the approval gate receives the SDK extra, and checks take known providers', () => {
    type Gate = NonNullable<McpServeOptions['approve']>
    expectTypeOf<Parameters<Gate>[0]['extra']['signal']>().toEqualTypeOf<AbortSignal>()
    const set = {} as McpToolSet
    // @ts-expect-error only known providers can be checked
    set.checkProviderSchemas('bedrock')
    set.checkProviderSchemas('gemini', { mode: 'parametersJsonSchema' })
  })
})
