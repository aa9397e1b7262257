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
      fixture().map(({ line, code, fragment, setup, exportName }) => ({
        line,
        code,
        fragment,
        setup,
        exportName,
      })),
    ).toEqual([
      {
        line: 10,
        code: "import { double } from '@polytool/tsdoc-fixture'\n\nconst four: number = double(2)",
        fragment: false,
        setup: '',
        exportName: 'double',
      },
      {
        line: 22,
        code: "import { greet } from '@polytool/tsdoc-fixture'\n\nconst greeting: number = greet('Ada')",
        fragment: false,
        setup: '',
        exportName: 'greet',
      },
      {
        line: 34,
        code: 'const two: number = halve(4)',
        fragment: false,
        setup: '',
        exportName: 'halve',
      },
      {
        line: 45,
        code: "import { farewell } from '@polytool/tsdoc-fixture'\n\ndeclare const person: string\n\nfarewell(person)",
        fragment: true,
        setup: '',
        exportName: 'farewell',
      },
      {
        line: 62,
        code: "import { wave } from '@polytool/tsdoc-fixture'\n\nwave(person)",
        fragment: false,
        setup: 'declare const person: string',
        exportName: 'wave',
      },
      {
        line: 77,
        code: "import { Counter } from '@polytool/tsdoc-fixture'\n\nconst counter = new Counter()\ncounter.increment().increment()",
        fragment: false,
        setup: '',
        exportName: 'Counter',
      },
    ])
  })

  it('finds the examples of every library package', { timeout: 180_000 }, () => {
    const entries = libraryEntries()
    const blocks = tsdocExamples(entries, { root: ROOT })
    expect(blocks.length).toBeGreaterThanOrEqual(70)
    expect(new Set(blocks.map((block) => block.packageName)).size).toBe(entries.length)
    const zodCreateTool = blocks.find(
      (block) => block.packageName === '@polytool/zod' && block.exportName === 'createTool',
    )
    expect(zodCreateTool?.code).toContain("import { createTool } from '@polytool/zod'")
  })

  it('checks each example alone, as the site shows it: a name it neither imports nor declares fails at its TSDoc line', () => {
    const failures = typeCheckBlocks(fixture().map(exampleModule), {
      root: ROOT,
      out,
      packages: new Map([['@polytool/tsdoc-fixture', FIXTURE]]),
    })
    expect(failures.map(formatFailure)).toEqual([
      `${FIXTURE_FILE}:24:7 error TS2322: Type 'string' is not assignable to type 'number'.`,
      `${FIXTURE_FILE}:34:21 error TS2304: Cannot find name 'halve'.`,
      `${FIXTURE_FILE}:64:6 error TS2304: Cannot find name 'person'.`,
    ])
  })

  it('shows every example of the API reference whole: each imports or declares every name it uses, with no hidden setup', {
    timeout: 180_000,
  }, () => {
    const blocks = tsdocExamples(libraryEntries(), { root: ROOT })
    expect(blocks.filter((block) => block.setup !== '').map(where)).toEqual([])
    const unknownNames = typeCheckBlocks(blocks.map(exampleModule), { root: ROOT, out }).filter(
      (failure) => CANNOT_FIND_NAME.has(failure.code),
    )
    expect(unknownNames.map(formatFailure)).toEqual([])
    // A fragment says so on the page: the API reference keeps its ```ts fragment fence.
    expect(blocks.filter((block) => block.fragment).length).toBeGreaterThan(0)
  })
})

/** TypeScript's errors for a name that is neither declared nor imported (`Cannot find name`). */
const CANNOT_FIND_NAME = new Set([2304, 2552, 2580, 2581, 2582, 2583, 2584, 2591, 2592, 2593])

function libraryEntries() {
  return libraryPackages().map((name) => ({
    file: join(ROOT, 'packages', name, 'src/index.ts'),
    packageName: `@polytool/${name}`,
  }))
}

function where(block: { file: string; line: number }): string {
  return `${block.file}:${block.line}`
}
