import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { exampleModule, tsdocExamples } from '../../.ci/tsdoc-examples.mjs'
import { formatFailure, typeCheckBlocks } from '../../.ci/type-check-blocks.mjs'
import { libraryPackages } from '../scripts/packages.mjs'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURE = fileURLToPath(new URL('./fixtures/tsdoc-package', import.meta.url))
const FIXTURE_FILE = 'docs/test/fixtures/tsdoc-package/index.ts'
const fixture = () =>
  tsdocExamples([{ file: join(FIXTURE, 'index.ts'), packageName: '@polytool/tsdoc-fixture' }], {
    root: ROOT,
  })

describe('the TSDoc @example check of pnpm docs:check', () => {
  const out = mkdtempSync(join(tmpdir(), 'tsdoc-examples-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('finds the examples of exported declarations and public members, where TypeDoc shows them', () => {
    expect(
      fixture().map(({ file, line, code, setup, exportName }) => ({
        file,
        line,
        code,
        setup,
        exportName,
      })),
    ).toEqual([
      {
        file: FIXTURE_FILE,
        line: 8,
        code: 'const four: number = double(2)',
        setup: '',
        exportName: 'double',
      },
      {
        file: FIXTURE_FILE,
        line: 20,
        code: 'const greeting: number = greet(name)',
        setup: 'declare const name: string',
        exportName: 'greet',
      },
      {
        file: FIXTURE_FILE,
        line: 33,
        code: 'const counter = new Counter()\ncounter.increment().increment()',
        setup: '',
        exportName: 'Counter',
      },
    ])
  })

  it('finds the examples of every library package', { timeout: 60_000 }, () => {
    const entries = libraryPackages().map((name) => ({
      file: join(ROOT, 'packages', name, 'src/index.ts'),
      packageName: `@polytool/${name}`,
    }))
    const blocks = tsdocExamples(entries, { root: ROOT })
    expect(blocks.length).toBeGreaterThanOrEqual(70)
    expect(new Set(blocks.map((block) => block.packageName)).size).toBe(entries.length)
    const zodCreateTool = blocks.find(
      (block) => block.packageName === '@polytool/zod' && block.exportName === 'createTool',
    )
    expect(zodCreateTool?.code).toContain("import { createTool } from '@polytool/zod'")
  })

  it('imports what an example uses from its package, and reports a broken one at its TSDoc line', () => {
    const modules = fixture().map(exampleModule)
    expect(modules[0]?.text.split('\n')[0]).toBe("import { double } from '@polytool/tsdoc-fixture'")
    const failures = typeCheckBlocks(modules, {
      root: ROOT,
      out,
      packages: new Map([['@polytool/tsdoc-fixture', FIXTURE]]),
    })
    expect(failures.map(formatFailure)).toEqual([
      `${FIXTURE_FILE}:20:7 error TS2322: Type 'string' is not assignable to type 'number'.`,
    ])
  })
})
