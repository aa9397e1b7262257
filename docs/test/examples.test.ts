import { execFileSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docBlocks } from '../../.ci/doc-blocks.mjs'
import { importedPackages, packedProject } from './packed-project'
import { DOCS, sitePages } from './user-pages'

const ROOT = join(DOCS, '..')
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
const RUNNER = join(DOCS, 'test/run-blocks.mjs')

interface Block {
  page: string
  line: number
  code: string
  fragment: boolean
  skipped: boolean
  setup: string
}

function blocksOf(page: string): Block[] {
  return docBlocks(readFileSync(join(ROOT, page), 'utf8')).map((block) => ({ page, ...block }))
}

/** Runs the block files one after the other in one Node process; returns the failures by file. */
function runAll(project: string, files: string[]): { file: string; error: string }[] {
  const stdout = execFileSync('node', ['--import', TSX, RUNNER, JSON.stringify(files)], {
    cwd: project,
    encoding: 'utf8',
    timeout: 300_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1) as string)
}

describe('the examples of the site', () => {
  const pages = sitePages()
  const blocks = pages.flatMap(blocksOf)
  const runnable = blocks.filter((block) => !block.skipped)
  let project = ''

  beforeAll(() => {
    project = packedProject([...new Set(runnable.flatMap((block) => importedPackages(block.code)))])
  }, 600_000)
  afterAll(() => {
    if (project !== '') rmSync(join(project, '..'), { recursive: true, force: true })
  })

  it('cover every page of the user path, every guide and every package README', () => {
    for (const page of ['docs/quick-start.md', 'docs/mcp.md', 'docs/workers.md'])
      expect(pages).toContain(page)
    expect(pages).toContain('packages/core/README.md')
    expect(pages).toContain('docs/migrate/mastra.md')
  })

  it('have no hidden setup and no unmarked skip: a block runs, or shows it is a fragment', () => {
    const hidden = blocks
      .filter((block) => block.setup !== '' || (block.skipped && !block.fragment))
      .map((block) => `${block.page}:${block.line}`)
    expect(hidden).toEqual([])
    for (const page of pages)
      expect(readFileSync(join(ROOT, page), 'utf8'), page).not.toMatch(/doc-check:\s*(setup|skip)/)
  })

  it('run as shown against the packed packages, in a fresh project, with no exception', {
    timeout: 300_000,
  }, () => {
    const files = runnable.map((block) => {
      const file = join(project, `${block.page.replace(/[^\w]+/g, '_')}.L${block.line}.ts`)
      writeFileSync(file, `${block.code}\nexport {}\n`)
      return file
    })
    expect(files.length).toBeGreaterThanOrEqual(40)
    const failures = runAll(project, files).map(({ file, error }) => {
      const block = runnable[files.indexOf(file)] as Block
      return `${block.page}:${block.line}: ${error.split('\n').slice(0, 3).join(' | ')}`
    })
    expect(failures).toEqual([])
  })
})
