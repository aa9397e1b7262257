// Type-checks code samples with `tsc --strict`, each as its own module, against the built
// packages (`dist/*.d.ts`, through each package's normal `types` export), as a user compiles.
//
// The modules are written to an output folder (`.doc-blocks/`, git-ignored) whose
// `node_modules` links every package they import: workspace packages to their folder, others to
// an installed copy. `tsc -p .doc-blocks` reproduces a run.
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

const WORKSPACE_DIRS = ['packages', 'examples', 'bench']

// Strict mode as a user would compile, without the `@polytool/source` condition: packages
// resolve to their built declarations. The libraries are those TypeScript includes by default
// for the target (`fetch` bodies are async iterable), with Node's types.
const TSCONFIG = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    moduleDetection: 'force',
    lib: ['ES2022', 'DOM', 'DOM.Iterable', 'DOM.AsyncIterable'],
    types: ['node'],
    typeRoots: [],
    skipLibCheck: true,
    esModuleInterop: true,
  },
  include: ['*.ts'],
}

/**
 * Compiles `modules` (`{ name, text, locate(line, character) }`, lines 0-based in `text`) in
 * `out` and returns one failure per error: `{ module, where, code, message }`, where `where` is
 * what `locate` says (the sample's own file and line) or undefined for an error outside them.
 * `packages` maps extra package names to folders (a test fixture), besides the workspace's.
 */
export function typeCheckBlocks(modules, { root, out, packages = new Map() }) {
  rmSync(out, { recursive: true, force: true })
  mkdirSync(join(out, 'node_modules'), { recursive: true })
  for (const module of modules) writeFileSync(join(out, module.name), module.text)
  const known = new Map([...workspacePackages(root), ...packages])
  linkPackages(
    out,
    modules.flatMap((module) => importedPackages(module.text)),
    known,
    root,
  )
  const config = {
    ...TSCONFIG,
    compilerOptions: {
      ...TSCONFIG.compilerOptions,
      typeRoots: [relative(out, join(root, 'node_modules/@types'))],
    },
  }
  writeFileSync(join(out, 'tsconfig.json'), `${JSON.stringify(config, null, 2)}\n`)

  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, out)
  const program = ts.createProgram(parsed.fileNames, parsed.options)
  const byPath = new Map(modules.map((module) => [join(out, module.name), module]))
  const failures = []
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ')
    const module = diagnostic.file && byPath.get(resolve(diagnostic.file.fileName))
    const position = module && diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
    const where = module?.locate(position.line, position.character)
    failures.push({ module, where, code: diagnostic.code, message })
  }
  return failures
}

/** One failure as a line of output: `file:line:column error TS2304: message`. */
export function formatFailure({ where, code, message }) {
  return `${where === undefined ? '' : `${where} `}error TS${code}: ${message}`
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

/** Links each package into `out/node_modules`: a known folder or an installed copy. */
function linkPackages(out, names, known, root) {
  const holders = [root, ...known.values()]
  for (const name of new Set(names)) {
    const target = known.get(name) ?? installedCopy(name, holders)
    if (target === undefined) {
      console.log(`a code block imports ${name}, which no package of the repository installs`)
      continue
    }
    const link = join(out, 'node_modules', name)
    mkdirSync(dirname(link), { recursive: true })
    symlinkSync(relative(dirname(link), target), link, 'dir')
  }
}

/** Workspace package name to folder. */
export function workspacePackages(root) {
  const found = new Map()
  for (const dir of WORKSPACE_DIRS) {
    if (!existsSync(join(root, dir))) continue
    for (const entry of readdirSync(join(root, dir))) {
      const manifest = join(root, dir, entry, 'package.json')
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
