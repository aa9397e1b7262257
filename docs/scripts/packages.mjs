// The published packages of the workspace, found in `packages/*/package.json`: every page, API
// entry point and sidebar item that lists packages is made from this, so a new package shows
// up without editing the site.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const PACKAGES_DIR = new URL('../../packages/', import.meta.url).pathname
// The order people meet them in; packages not named here follow, alphabetically.
const FIRST = ['core', 'zod', 'valibot', 'arktype', 'json-schema', 'mcp', 'ai-sdk', 'otel']
const LAST = ['cli', 'conformance']

/** Folder names under `packages/` of every package that is published (not private). */
export function publishedPackages() {
  const found = readdirSync(PACKAGES_DIR).filter((name) => {
    // A scratch package the generator's test writes there for a moment.
    if (name.startsWith('zz-skeleton-')) return false
    const manifest = join(PACKAGES_DIR, name, 'package.json')
    return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).private !== true
  })
  const rank = (name) => {
    if (FIRST.includes(name)) return FIRST.indexOf(name)
    if (LAST.includes(name)) return 1_000 + LAST.indexOf(name)
    return FIRST.length
  }
  return found.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** The packages with a library entry (`src/index.ts`): the API reference documents them. */
export function libraryPackages() {
  return publishedPackages().filter((name) => existsSync(join(PACKAGES_DIR, name, 'src/index.ts')))
}
