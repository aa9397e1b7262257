// Starts the example server as a child process, lists its tools and calls them through the
// official MCP SDK client, the way an MCP host does.
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { type CallToolResult, ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js'
import { exampleServerTransport } from './stdio-client'

const client = new Client(
  { name: 'polytool-demo', version: '1.0.0' },
  { capabilities: { elicitation: { form: {} } } },
)
// The demo stands in for the person at the host: it answers the elicitation itself.
client.setRequestHandler(ElicitRequestSchema, async (request) => {
  console.log(`  ? the server asks: ${request.params.message}`)
  console.log('  > the user answers: 19:30')
  return { action: 'accept', content: { time: '19:30' } }
})

await client.connect(exampleServerTransport())
try {
  const { tools } = await client.listTools()
  console.log(`The example server lists ${tools.length} tools:`)
  for (const tool of tools) {
    const hints = Object.entries(tool.annotations ?? {})
      .filter(([key]) => key !== 'title')
      .map(([key, value]) => `${key}=${String(value)}`)
    console.log(`  ${tool.name.padEnd(13)} ${tool.title ?? tool.description ?? ''}`)
    if (hints.length > 0) console.log(`  ${''.padEnd(13)} ${hints.join(', ')}`)
  }
  await call('weather', { city: 'Paris' })
  await call('weather', { city: '', unit: 'K' })
  await call('forecast', { city: 'Oslo', days: 2 })
  await call('book-table', { restaurant: 'Chez Paul', people: 2 })
  await call('lookup-order', { orderId: 'A-17' })
  await call('send-invoice', { customer: 'ACME', amountEur: 120 })
} finally {
  await client.close()
}

async function call(name: string, args: Record<string, unknown>): Promise<void> {
  console.log(`\ncall ${name} ${JSON.stringify(args)}`)
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult
  const label = result.isError ? 'error' : 'result'
  for (const block of result.content) {
    const text = block.type === 'text' ? block.text : `[${block.type}]`
    console.log(`  ${label}: ${text.replaceAll('\n', '\n  ')}`)
  }
  if (result.structuredContent !== undefined) {
    console.log(`  structuredContent: ${JSON.stringify(result.structuredContent)}`)
  }
}
