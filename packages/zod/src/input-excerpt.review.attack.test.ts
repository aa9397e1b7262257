import { createToolCallRuntime } from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTool } from './index.js'

// A failed input quotes the model's arguments as an excerpt: 1,000 characters per string, 500 in
// all, each string redacted whole before it is cut. Secrets the model echoed are planted where
// those cuts fall, in keys and under secret-looking keys.

const CREDENTIAL = 'Zk9f2q7WmX3pL8vB4nR6'

async function failureOf(args: unknown): Promise<string> {
  const tool = createTool({
    id: 'typed',
    description: 'wants a number',
    inputSchema: z.object({ n: z.number() }).loose(),
    execute: async () => 'ok',
  })
  const runtime = createToolCallRuntime({ tools: [tool] })
  runtime.push({ type: 'tool-input-start', toolCallId: 'c1', toolName: 'typed' })
  runtime.push({ type: 'tool-input-delta', toolCallId: 'c1', inputTextDelta: JSON.stringify(args) })
  runtime.push({ type: 'tool-input-end', toolCallId: 'c1' })
  const [outcome] = await runtime.settle()
  await runtime.close()
  expect(outcome?.status).toBe('failed')
  return JSON.stringify(outcome)
}

function expectHidden(text: string): void {
  for (let start = 0; start + 5 <= CREDENTIAL.length; start++) {
    expect(text, text.slice(0, 2000)).not.toContain(CREDENTIAL.slice(start, start + 5))
  }
}

describe('the excerpt of failed arguments', () => {
  it('a bearer credential straddling the 1,000-character string cut', async () => {
    for (let pad = 970; pad <= 1_000; pad += 3) {
      expectHidden(await failureOf({ n: 'x', s: `${'s'.repeat(pad)} Bearer ${CREDENTIAL}` }))
    }
  })

  it('a credential straddling the 500-character excerpt cut', async () => {
    for (let pad = 440; pad <= 500; pad += 4) {
      expectHidden(await failureOf({ n: 'x', s: `${'s'.repeat(pad)} token=${CREDENTIAL}` }))
    }
  })

  it('secrets in keys, short values under secret keys, and deep in arrays', async () => {
    expectHidden(await failureOf({ n: 'x', [`password=${CREDENTIAL}`]: 1 }))
    expectHidden(await failureOf({ n: 'x', apiKey: CREDENTIAL.slice(0, 6) }))
    expectHidden(await failureOf({ n: 'x', list: [[[{ authorization: `Basic ${CREDENTIAL}` }]]] }))
    expectHidden(await failureOf({ n: 'x', url: `redis://:${CREDENTIAL}@cache:6379/0` }))
  })

  it('the 51st entry, past the 50-entry cut, and a non-BMP secret value', async () => {
    const many: Record<string, unknown> = { n: 'x' }
    for (let index = 0; index < 50; index++) many[`k${index}`] = index
    many.secret = CREDENTIAL
    expectHidden(await failureOf(many))
    const emoji = '\u{1F511}\u{1F511}\u{1F512}\u{1F513}\u{1F514}\u{1F515}'
    const text = await failureOf({ n: 'x', password: emoji })
    expect(text).not.toContain('\u{1F512}\u{1F513}')
  })
})
