import { execFileSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { publishedPackages } from '../scripts/packages.mjs'
import { DOCS } from './user-pages'

const ROOT = join(DOCS, '..')

/** The package a module specifier names (`@scope/name/sub` is `@scope/name`), or undefined for `node:` and relative ones. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || specifier.startsWith('.') || specifier.startsWith('/'))
    return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** Every package a block of code imports (static imports, `import type` and `import()`). */
export function importedPackages(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g)]
  return specifiers.flatMap(([, specifier]) => {
    const name = packageOf(specifier as string)
    return [...(name === undefined ? [] : [name]), ...(ENTRY_PEERS[specifier as string] ?? [])]
  })
}

// Entry points whose optional peers a user installs with them: `@polytool/mcp/v2` runs on the
// SDK's v2 packages, which `@polytool/mcp` lists as optional peers.
const ENTRY_PEERS: Readonly<Record<string, readonly string[]>> = {
  '@polytool/mcp/v2': ['@modelcontextprotocol/server', '@modelcontextprotocol/client'],
}

// Where the workspace installs third-party packages: the project that pins a version of each.
function workspaceProjects(): string[] {
  const under = (dir: string) => readdirSync(join(ROOT, dir)).map((name) => join(ROOT, dir, name))
  return [DOCS, ...under('packages'), ...under('examples'), join(ROOT, 'bench')]
}

/** `name@version` with the version the workspace installs, so the fresh project tests the same. */
export function pinned(name: string): string {
  for (const project of workspaceProjects()) {
    const manifest = join(project, 'node_modules', name, 'package.json')
    if (existsSync(manifest)) return `${name}@${JSON.parse(readFileSync(manifest, 'utf8')).version}`
  }
  throw new Error(`${name} is used by a documented example, but no workspace project installs it`)
}

/** The published packages `names` need, themselves included: their `@polytool/*` dependencies, transitively. */
function withPolytoolDependencies(names: readonly string[]): string[] {
  const needed = new Set<string>()
  const visit = (name: string) => {
    if (needed.has(name)) return
    needed.add(name)
    for (const dependency of Object.keys(manifestOf(name).dependencies ?? {}))
      if (dependency.startsWith('@polytool/')) visit(dependency.slice('@polytool/'.length))
  }
  for (const name of names) visit(name)
  return [...needed].filter((name) => publishedPackages().includes(name)).sort()
}

function manifestOf(name: string) {
  return JSON.parse(readFileSync(join(ROOT, 'packages', name, 'package.json'), 'utf8'))
}

/**
 * A fresh project outside the workspace, as a user makes one: the published packages the
 * examples import (and the ones those depend on) packed with `pnpm pack`, as they are published,
 * and the tarballs installed with npm next to their peers and the third-party packages the
 * examples import, at the workspace's versions. Run `pnpm build` first: the tarballs hold the
 * built files. Returns the project's folder.
 */
export function packedProject(imported: readonly string[]): string {
  const work = mkdtempSync(join(tmpdir(), 'polytool-doc-examples-'))
  const tarballs = join(work, 'tarballs')
  const project = join(work, 'project')
  mkdirSync(tarballs)
  mkdirSync(project)
  const polytool = imported.flatMap((name) =>
    name.startsWith('@polytool/') ? [name.slice('@polytool/'.length)] : [],
  )
  const peers = new Set<string>()
  for (const name of withPolytoolDependencies(polytool)) {
    execFileSync('pnpm', ['pack', '--pack-destination', tarballs], {
      cwd: join(ROOT, 'packages', name),
      stdio: 'ignore',
    })
    const manifest = manifestOf(name)
    const optional = manifest.peerDependenciesMeta ?? {}
    for (const peer of Object.keys(manifest.peerDependencies ?? {}))
      if (!optional[peer]?.optional) peers.add(peer)
  }
  const thirdParty = new Set([
    ...peers,
    ...imported.filter((name) => !name.startsWith('@polytool/')),
  ])
  writeFileSync(
    join(project, 'package.json'),
    `${JSON.stringify({ name: 'polytool-doc-examples', private: true, type: 'module' }, null, 2)}\n`,
  )
  const packed = readdirSync(tarballs).map((file) => join(tarballs, file))
  execFileSync(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      // What npm's cache holds is used without asking the registry again.
      '--prefer-offline',
      // The peers are listed here, at the workspace's versions, which pnpm accepts though
      // some declare narrower peer ranges of their own (@opentelemetry/sdk-trace-base's api).
      '--legacy-peer-deps',
      ...packed,
      ...[...thirdParty].sort().map(pinned),
    ],
    { cwd: project, stdio: ['ignore', 'ignore', 'inherit'], timeout: 300_000 },
  )
  return project
}
