// Measures the JavaScript a page loads on first load, gzipped, against its budget: the scripts
// and module preloads of the built HTML, the chunks they import, and the chunks the page loads
// itself (the playground: its component and its worker). Exits non-zero over a budget.
// Not counted: what loads on demand through a dynamic import (the schema libraries the
// playground's worker loads when their source is pasted, the search box), and the chunks of
// other pages that VitePress prefetches when idle for the links in view; the on-demand chunks of
// the playground are listed.
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The playground's first-load budget, gzipped. */
export const BUDGET_BYTES = 150 * 1024
/** The home page's first-load budget, gzipped. */
export const HOME_BUDGET_BYTES = 80 * 1024
const dist = new URL('../.vitepress/dist/', import.meta.url).pathname

/** The chunk files (relative to `dist/`) the playground page loads first, and their gzipped sizes. */
export function playgroundScripts() {
  return firstLoad('playground.html', [
    ...assets('assets/chunks', (name) => name.startsWith('ProviderPlayground.')),
    ...assets('assets', (name) => name.startsWith('worker-')),
  ])
}

/** The chunk files the home page loads first, and their gzipped sizes. */
export function homeScripts() {
  return firstLoad('index.html', [])
}

/** The playground's chunks that load only on demand: the schema libraries, decoding, long output. */
export function playgroundOnDemand() {
  const first = new Set(playgroundScripts().map((script) => script.file))
  const roots = [...first].filter((file) => /ProviderPlayground\.|worker-/.test(file))
  const lazy = new Set()
  for (const root of roots)
    for (const imported of dynamicImports(read(root)))
      lazy.add(posix.join(posix.dirname(root), imported))
  return sized(closure([...lazy]).filter((file) => !first.has(file)))
}

function assets(folder, wanted) {
  return readdirSync(join(dist, folder))
    .filter(wanted)
    .map((name) => `${folder}/${name}`)
}

function firstLoad(html, own) {
  const entries = [...read(html).matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  )
  return sized(closure([...entries, ...own]))
}

/** The files and every chunk they import statically, transitively. */
function closure(files) {
  const loaded = new Set()
  const queue = [...files]
  while (queue.length > 0) {
    const file = queue.shift()
    if (loaded.has(file)) continue
    loaded.add(file)
    for (const imported of staticImports(read(file)))
      queue.push(posix.join(posix.dirname(file), imported))
  }
  return [...loaded]
}

function sized(files) {
  return files.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }))
}

function read(file) {
  return readFileSync(join(dist, file), 'utf8')
}

/** Static imports between chunks (`from"./x.js"`, `import"./x.js"`); dynamic ones load on demand. */
function staticImports(code) {
  return [...code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[\w./@-]+\.js)["']/g)].map(
    (match) => match[1],
  )
}

/** Dynamic imports (`import("./x.js")`), and Vite's preload lists of them (`["assets/x.js"]`). */
function dynamicImports(code) {
  return [...code.matchAll(/import\(\s*["'](\.{1,2}\/[\w./@-]+\.js)["']\s*\)/g)].map(
    (match) => match[1],
  )
}

/** Prints a page's files and total; returns whether it is within its budget. */
function report(page, scripts, budget) {
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  for (const { file, gzip } of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
  const pass = total <= budget
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: ${page} loads ${(total / 1024).toFixed(1)} KB of JavaScript gzipped ` +
      `on first load (${scripts.length} files; budget ${budget / 1024} KB)`,
  )
  return pass
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const home = report('the home page', homeScripts(), HOME_BUDGET_BYTES)
  const playground = report('the playground page', playgroundScripts(), BUDGET_BYTES)
  console.log('On demand, not counted (the playground loads them when needed):')
  for (const { file, gzip } of playgroundOnDemand().sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
  if (!home || !playground) process.exit(1)
}
