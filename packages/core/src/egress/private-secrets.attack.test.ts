// A request-context value that holds a secret, quoted in a ToolError: redaction used to run
// first and change the text, so the value no longer matched and its other parts were shown.
import { describe, expect, it } from 'vitest'
import { createTool } from '../create-tool'
import { ToolError } from '../errors'
import { RequestContext } from '../request-context'
import { egressText } from './egress-text'

async function messageOf(value: string): Promise<string> {
  const tool = createTool({
    id: 'report',
    description: 'd',
    execute: async (_input, context) => {
      throw new ToolError(`cannot reach ${String(context.requestContext.get('dbUrl' as never))}`)
    },
  })
  const requestContext = new RequestContext([['dbUrl', value]] as never)
  return tool.execute!({}, { requestContext }).then(
    () => '',
    (error: Error) => error.message,
  )
}

describe('attack: a request-context value with a secret inside it', () => {
  it('hides a database URL whole', async () => {
    const message = await messageOf('postgres://app:s3cret@db-internal.corp:5432/customers_prod')
    expect(message).toContain('cannot reach')
    expect(message).not.toContain('s3cret')
    expect(message).not.toContain('db-internal.corp')
    expect(message).not.toContain('customers_prod')
  })

  it('hides a bearer value and the account after it', async () => {
    const message = await messageOf('Bearer abcDEF123456 acct 99887766')
    expect(message).not.toContain('abcDEF123456')
    expect(message).not.toContain('99887766')
  })

  it('hides it for every destination', () => {
    const secret = 'postgres://app:s3cret@db-internal.corp:5432/customers_prod'
    const shown = egressText('log', `failed: ${secret}`, { privateTexts: [secret] })
    expect(shown).toBe('failed: [redacted]')
  })
})
