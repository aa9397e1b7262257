import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceErrorCodes } from '../scripts/error-codes.mjs'
import { ERRORS_PAGE, errorsPage } from '../scripts/errors-page.mjs'

describe('the error-code reference', () => {
  const page = readFileSync(ERRORS_PAGE, 'utf8')
  const codes = sourceErrorCodes()

  it('has an entry, with a fix, for every code of the sources', () => {
    expect(codes.size).toBeGreaterThan(100)
    const missing = [...codes.keys()].filter((code) => !page.includes(`### \`${code}\` {#${code}}`))
    expect(missing).toEqual([])
    expect(page.match(/\*\*Fix:\*\* \S/g)?.length).toBe(codes.size)
  })

  it('finds codes where the sources write them: fields, literals, unions, and not comments', () => {
    expect(codes.get('TOOL_TIMEOUT')?.owners).toContain('ToolTimeoutError') // readonly code = '…'
    expect(codes.get('TOOL_NOT_FOUND')?.packages).toContain('@polytool/bullmq') // { code: '…' }
    expect(codes.get('MAX_UNION_PRODUCT')?.owners).toContain('SchemaLimitCode') // a union
    expect(codes.get('TOOL_ERROR')?.owners).toContain('ToolError') // options.code ?? '…'
    expect(codes.has('CITY_NOT_FOUND')).toBe(false) // only in a TSDoc example
  })

  it('is the page the sources generate today (node docs/scripts/errors-page.mjs)', () => {
    expect(page).toBe(errorsPage())
  })
})
