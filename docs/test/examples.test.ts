import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docBlocks } from '../../.ci/doc-blocks.mjs'
import { DOCS, userPages } from './user-pages'

const OUT = join(DOCS, '.run')

interface Block {
  page: string
  line: number
  code: string
  fragment: boolean
  skipped: boolean
  setup: string
}

function blocksOf(page: string): Block[] {
  return docBlocks(readFileSync(join(DOCS, page), 'utf8')).map((block) => ({
    page,
    ...block,
  }))
}

/** Runs modules one after the other in one Node process; returns the failures by file. */
function runAll(files: string[]): { file: string; error: string }[] {
  const runner = join(OUT, 'run.mjs')
  writeFileSync(
    runner,
    [
      'const failures = []',
      'const print = console.log',
      'for (const file of JSON.parse(process.argv[2])) {',
      '  console.log = console.info = console.warn = console.error = () => {}',
      '  try { await import(file) } catch (error) { failures.push({ file, error: String(error?.stack ?? error) }) }',
      '}',
      'print(JSON.stringify(failures))',
      'process.exit(0)',
    ].join('\n'),
  )
  const stdout = execFileSync(
    'node',
    ['--conditions=@polytool/source', '--import', 'tsx', runner, JSON.stringify(files)],
    { cwd: DOCS, encoding: 'utf8', timeout: 120_000 },
  )
  return JSON.parse(stdout.trim().split('\n').at(-1) as string)
}

describe('the examples of the user path', () => {
  const pages = userPages()
  const blocks = pages.flatMap(blocksOf)

  it('have no hidden setup and no unmarked skip: a block runs, or shows it is a fragment', () => {
    const hidden = blocks
      .filter((block) => block.setup !== '' || (block.skipped && !block.fragment))
      .map((block) => `${block.page}:${block.line}`)
    expect(hidden).toEqual([])
    for (const page of pages)
      expect(readFileSync(join(DOCS, page), 'utf8'), page).not.toMatch(/doc-check:\s*(setup|skip)/)
  })

  it('run as shown, one after the other, with no exception', { timeout: 180_000 }, () => {
    rmSync(OUT, { recursive: true, force: true })
    mkdirSync(OUT, { recursive: true })
    writeFileSync(join(OUT, 'package.json'), '{ "type": "module" }\n')
    const runnable = blocks.filter((block) => !block.fragment)
    const files = runnable.map((block) => {
      const file = join(OUT, `${block.page.replace(/[^\w]+/g, '_')}.L${block.line}.ts`)
      writeFileSync(file, `${block.code}\nexport {}\n`)
      return file
    })
    expect(files.length).toBeGreaterThanOrEqual(10)
    expect(existsSync(files[0] as string)).toBe(true)
    const failures = runAll(files).map(({ file, error }) => {
      const block = runnable[files.indexOf(file)] as Block
      return `${block.page}:${block.line}: ${error.split('\n').slice(0, 3).join(' | ')}`
    })
    expect(failures).toEqual([])
  })
})
