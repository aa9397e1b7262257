import { describe, expect, it } from 'vitest'
import { collectMatrix, renderMatrix, type VitestJsonReport } from './matrix'

const test = (
  library: string,
  name: string,
  check: string,
  status: string,
  extra: object = {},
) => ({
  ancestorTitles: [`conformance: ${library}`, name],
  title: check,
  status,
  meta: { conformance: { library, case: name, check, ...extra } },
})
const typeTest = (library: string, name: string, status: string) => ({
  ancestorTitles: ['src/conformance.test-d.ts', `conformance types: ${library}`],
  title: name,
  status,
})

const report: VitestJsonReport = {
  testResults: [
    {
      assertionResults: [
        test('alpha', 'boolean', 'verdicts', 'passed'),
        typeTest('alpha', 'boolean', 'passed'),
        test('alpha', 'date', 'verdicts', 'passed', { lossy: 'no Date | time type' }),
        test('alpha', 'date', 'declared gap is reported and has a direction', 'passed', {
          lossy: 'no Date | time type',
          directions: ['looser', 'stricter'],
        }),
        test('alpha', 'record', 'no drift (input)', 'passed', {
          looser: 'arrays pass',
          directions: ['looser'],
        }),
        typeTest('alpha', 'record', 'passed'),
        test('alpha', 'stringLength', 'no drift (input)', 'passed', { utf16: ['stricter'] }),
        test('alpha', 'transform', 'declared gap is reported and has a direction', 'passed', {
          lossy: 'a function',
          lossSides: ['output'],
        }),
        typeTest('alpha', 'transform', 'passed'),
        typeTest('alpha', 'stringLength', 'passed'),
        typeTest('alpha', 'date', 'passed'),
        test('alpha', 'tuple', 'no drift (input)', 'failed'),
        typeTest('alpha', 'tuple', 'passed'),
        test('beta', 'boolean', 'unsupported', 'passed', { unsupported: 'no booleans' }),
        test('beta', 'strictObject', 'issue paths', 'passed', {
          issuePaths: 'one issue per object',
        }),
        typeTest('beta', 'strictObject', 'failed'),
        test('gamma', 'uuid', 'pending', 'passed', { pending: 'export `uuid`, built as a UUID' }),
        typeTest('gamma', 'uuid', 'passed'),
        test('gamma', 'boolean', 'verdicts', 'passed'),
      ],
    },
  ],
}

describe('the conformance matrix', () => {
  const matrix = collectMatrix(report)

  it('reads each case of each library from the test results', () => {
    expect(matrix.get('alpha')?.get('boolean')).toEqual({ status: 'pass', typesChecked: true })
    expect(matrix.get('alpha')?.get('date')).toMatchObject({
      status: 'lossy',
      reason: 'no Date | time type',
    })
    expect(matrix.get('alpha')?.get('tuple')).toMatchObject({
      status: 'fail',
      reason: 'no drift (input) (failed)',
    })
    expect(matrix.get('beta')?.get('boolean')).toMatchObject({
      status: 'unsupported',
      typesChecked: false,
    })
    expect(matrix.get('beta')?.get('strictObject')).toMatchObject({
      status: 'fail',
      reason: 'inferred types (failed)',
      note: 'issue paths: one issue per object',
    })
  })

  it('renders a Markdown table in the given library order, with the reasons as notes', () => {
    const markdown = renderMatrix(matrix, ['beta', 'alpha'])
    expect(markdown).toContain('| case | schema | beta | alpha |')
    expect(markdown).toMatch(/\| `boolean` \| a boolean \| unsupported \[\d+\]\[\d+\] \| pass \|/)
    expect(markdown).toContain('| `uuid` | a UUID | not run | not run |')
    expect(markdown).toContain('alpha / date: lossy — no Date \\| time type')
    expect(markdown).toContain('- **alpha**: 2 pass, 2 lossy, 1 looser, 0 unsupported, 1 failing')
  })

  it('shows a pending placeholder as pending, never as a pass, and counts it', () => {
    expect(matrix.get('gamma')?.get('uuid')).toMatchObject({
      status: 'pending',
      reason: 'export `uuid`, built as a UUID',
    })
    const markdown = renderMatrix(matrix, ['gamma'])
    expect(markdown).toMatch(/\| `uuid` \| a UUID \| \*\*pending\*\* \[\d+\] \|/)
    expect(markdown).toContain(
      '- **gamma**: 1 pass, 0 lossy, 0 looser, 0 unsupported, 1 pending, 0 failing',
    )
  })

  it('shows the direction of each gap', () => {
    const markdown = renderMatrix(matrix, ['alpha'])
    expect(markdown).toMatch(
      /\| `date` \| a Date \| lossy \(validator looser, validator stricter\) \[\d+\] \|/,
    )
    expect(markdown).toMatch(/\| `transform` \| .* \| lossy \(output only\) \[\d+\] \|/)
    expect(markdown).toMatch(/\| `record` \| .* \| looser \(validator looser\) \[\d+\] \|/)
    expect(markdown).toContain(
      'alpha / stringLength: on non-BMP strings, validator stricter (the library counts UTF-16 units, JSON Schema code points)',
    )
  })
})
