import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { beforeAll, describe, expect, it } from 'vitest'

const DOCS = fileURLToPath(new URL('..', import.meta.url))
const API = join(DOCS, 'api/@polytool')
const config = ts.readConfigFile(join(DOCS, 'tsconfig.api.json'), ts.sys.readFile).config
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, DOCS)

const pagesOf = new Map<string, Set<string>>()

/** Every page name of a package in the generated reference; a namespace's page is its folder. */
function pages(name: string): Set<string> {
  const known = pagesOf.get(name)
  if (known !== undefined) return known
  const names = new Set<string>()
  pagesOf.set(name, names)
  for (const entry of readdirSync(join(API, name), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue
    names.add(entry.name === 'index.md' ? basename(entry.parentPath) : basename(entry.name, '.md'))
  }
  return names
}

/** The package whose sources declare a symbol: a re-export's page is in that package's reference. */
function declaringPackage(checker: ts.TypeChecker, symbol: ts.Symbol, exporter: string): string {
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
  const file = target.declarations?.[0]?.getSourceFile().fileName ?? ''
  return /packages\/([\w-]+)\/src\//.exec(file)?.[1] ?? exporter
}

describe('the API reference', () => {
  beforeAll(() => {
    if (!existsSync(API))
      execFileSync('node', ['scripts/prepare.mjs'], { cwd: DOCS, stdio: 'inherit' })
  })

  it('has a page for every public export of every library package', { timeout: 180_000 }, () => {
    const program = ts.createProgram(parsed.fileNames, parsed.options)
    const checker = program.getTypeChecker()
    const missing: string[] = []
    let exports = 0
    for (const entry of parsed.fileNames) {
      const name = /packages\/([\w-]+)\/src\/index\.ts$/.exec(entry)?.[1] as string
      const module = checker.getSymbolAtLocation(program.getSourceFile(entry) as ts.SourceFile)
      for (const symbol of checker.getExportsOfModule(module as ts.Symbol)) {
        exports++
        const owner = declaringPackage(checker, symbol, name)
        if (!pages(owner).has(symbol.name)) missing.push(`@polytool/${name}: ${symbol.name}`)
      }
    }
    expect(missing).toEqual([])
    expect(exports).toBeGreaterThan(250)
  })

  it("opens createTool's pages with the short form, before the type parameters", () => {
    for (const page of ['core/functions/createTool.md', 'zod/variables/createTool.md']) {
      const text = readFileSync(join(API, page), 'utf8')
      const body = text.slice(text.indexOf('\n# '))
      expect(body, page).toMatch(
        /^\n# .+\n\n```ts\ncreateTool\(options: ToolOptions\): Tool\n```\n\nIts 8 type parameters are inferred/,
      )
      expect(body.indexOf('TApproval'), page).toBeGreaterThan(body.indexOf('Its 8 type parameters'))
    }
  })

  it("documents each adapter's createTool with the adapter's comment, not core's repeated under it", () => {
    const adapters = readdirSync(API).filter((name) =>
      existsSync(join(API, name, 'variables/createTool.md')),
    )
    expect(adapters).toEqual(expect.arrayContaining(['arktype', 'valibot', 'yup', 'zod']))
    for (const name of adapters) {
      const text = readFileSync(join(API, name, 'variables/createTool.md'), 'utf8')
      const page = `${name}/variables/createTool.md`
      expect(text.match(/^## .+$/gm), page).toEqual([
        '## Type Parameters',
        '## Parameters',
        '## Returns',
        '## Example',
      ])
      expect(text, page).not.toContain('Defines a tool once')
      expect(text, page).toMatch(new RegExp(`import \\{ createTool\\b.* from '@polytool/${name}'`))
    }
  })

  it('gives every @param and @returns to its parameter and return: no page has them as raw tags', () => {
    const raw: string[] = []
    for (const entry of readdirSync(API, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.md')) continue
      const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
      const headings: string[] = text.match(/^## .+$/gm) ?? []
      const repeated = headings.filter((heading, at) => headings.indexOf(heading) !== at)
      if (headings.includes('## Param') || repeated.length > 0)
        raw.push(
          `${join(entry.parentPath, entry.name).slice(API.length + 1)}: ${headings.join(', ')}`,
        )
    }
    expect(raw).toEqual([])
  })

  it('keeps the fragment marker of an example that does not run alone, so the page shows the note', () => {
    for (const page of [
      'core/functions/createToolCallRuntime.md',
      'json-schema/functions/toProviderTools.md',
    ]) {
      const text = readFileSync(join(API, page), 'utf8')
      expect(text, page).toContain('## Example\n\n```ts fragment\n')
    }
    const core = readFileSync(join(API, 'core/functions/createTool.md'), 'utf8')
    expect(core).toContain("import { createTool, withAdapter } from '@polytool/core'")
  })

  it('shows the types in signatures, and a summary on every package index page', () => {
    const signature = readFileSync(join(API, 'core/functions/toJsonSchema.md'), 'utf8')
    expect(signature).toContain(
      'function toJsonSchema(schema: StandardSchemaV1, options?: ToJsonSchemaOptions): JsonSchema',
    )
    for (const name of readdirSync(API)) {
      const index = readFileSync(join(API, name, 'index.md'), 'utf8')
      const summary = index.split('\n# ')[1]?.split('\n## ')[0]?.split('\n').slice(1).join(' ')
      expect(summary?.trim().length ?? 0, name).toBeGreaterThan(40)
    }
  })
})
