// Type-checks every ```ts code block of every Markdown file in the repository against the
// built packages (`dist/*.d.ts`, through each package's normal `types` export), with
// `tsc --strict`. Run `pnpm build` first, then `pnpm docs:check`.
//
// Each block is its own module in `.doc-blocks/` (git-ignored), whose `node_modules` links
// every package the blocks import: workspace packages to their folder, others to an installed
// copy. A failing block is reported with its Markdown path and line.
//
// Markers, to use rarely (a block that does not compile is better fixed than skipped):
// - ```ts partial, or a `<!-- doc-check: skip -->` line right before the block: not checked,
//   for a block that is deliberately a fragment.
// - A setup comment right before the block: its lines are prepended to the block when it is
//   checked, to declare what the block uses without showing it (a client, a stream, a tool
//   defined in an earlier block):
//     <!-- doc-check: setup
//     declare const stream: AsyncIterable<unknown>
//     -->
// Only blank lines may separate a marker from its block.
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { docBlocks } from './doc-blocks.mjs'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')
const OUT = join(ROOT, '.doc-blocks')
const WORKSPACE_DIRS = ['packages', 'examples', 'bench']

// Strict mode as a user would compile, without the `@polytool/source` condition: packages
// resolve to their built declarations. `tsc -p .doc-blocks` reproduces a run.
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    moduleDetection: 'force',
    lib: ['ES2022', 'DOM'],
    types: ['node'],
    typeRoots: ['../node_modules/@types'],
    skipLibCheck: true,
    esModuleInterop: true,
  },
  include: ['*.ts'],
}

const files = markdownFiles()
const modules = []
let skipped = 0
for (const file of files) {
  for (const block of docBlocks(readFileSync(join(ROOT, file), 'utf8'))) {
    if (block.skipped) {
      skipped++
      continue
    }
    const name = `${file.replace(/[^\w]+/g, '_')}.L${block.line}.ts`
    const setup = block.setup === '' ? [] : block.setup.split('\n')
    modules.push({ file, block, name, setupLength: setup.length, text: [...setup, block.code] })
  }
}

rmSync(OUT, { recursive: true, force: true })
mkdirSync(join(OUT, 'node_modules'), { recursive: true })
for (const module of modules) writeFileSync(join(OUT, module.name), module.text.join('\n'))
linkPackages(modules.flatMap((module) => importedPackages(module.text.join('\n'))))
writeFileSync(join(OUT, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`)

const config = ts.parseJsonConfigFileContent(TSCONFIG, ts.sys, OUT)
const program = ts.createProgram(config.fileNames, config.options)
const byPath = new Map(modules.map((module) => [join(OUT, module.name), module]))
const failing = new Set()
let errors = 0
for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
  errors++
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')
  const module = diagnostic.file && byPath.get(resolve(diagnostic.file.fileName))
  if (!module) {
    console.log(`error TS${diagnostic.code}: ${message}`)
    continue
  }
  failing.add(module)
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
  const where =
    line < module.setupLength
      ? `${module.file}:${module.block.setupLine + line}:${character + 1} (setup comment)`
      : `${module.file}:${module.block.line + line - module.setupLength}:${character + 1}`
  console.log(`${where} error TS${diagnostic.code}: ${message}`)
}

console.log(
  `${modules.length} code blocks of ${files.length} Markdown files checked (${skipped} skipped): ` +
    (errors === 0 ? 'all compile' : `${failing.size} failing, ${errors} errors`),
)
process.exit(errors === 0 ? 0 : 1)

/** Every tracked Markdown file, outside dependencies and build output. */
function markdownFiles() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((path) => path.endsWith('.md') && !path.includes('node_modules/'))
    .sort()
}

/** The package names of a module's bare imports (`zod`, `@polytool/core`, `ai`). */
function importedPackages(code) {
  const names = []
  const specifiers = /(?:from|import)\s*\(?\s*['"]([^'"./][^'"]*)['"]/g
  for (const [, specifier] of code.matchAll(specifiers)) {
    if (specifier.startsWith('node:')) continue
    const parts = specifier.split('/')
    names.push(specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0])
  }
  return names
}

/** Links each package into `.doc-blocks/node_modules`: a workspace folder or an installed copy. */
function linkPackages(names) {
  const workspace = workspacePackages()
  const holders = [ROOT, ...workspace.values()]
  for (const name of new Set(names)) {
    const target = workspace.get(name) ?? installedCopy(name, holders)
    if (target === undefined) {
      console.log(`a code block imports ${name}, which no package of the repository installs`)
      continue
    }
    const link = join(OUT, 'node_modules', name)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(relative(dirname(link), target), link, 'dir')
  }
}

/** Workspace package name to folder. */
function workspacePackages() {
  const found = new Map()
  for (const dir of WORKSPACE_DIRS) {
    if (!existsSync(join(ROOT, dir))) continue
    for (const entry of readdirSync(join(ROOT, dir))) {
      const manifest = join(ROOT, dir, entry, 'package.json')
      if (existsSync(manifest))
        found.set(JSON.parse(readFileSync(manifest, 'utf8')).name, dirname(manifest))
    }
  }
  return found
}

/** The real folder of an installed third-party package, from the root or any workspace package. */
function installedCopy(name, holders) {
  for (const holder of holders) {
    const candidate = join(holder, 'node_modules', name)
    if (existsSync(candidate)) return realpathSync(candidate)
  }
  return undefined
}
