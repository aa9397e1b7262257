// Measures the JavaScript the playground page loads, gzipped, against its budget: the scripts
// and module preloads of the built HTML, the chunks they import, and the chunks the page loads
// itself: the Playground component and its worker. Exits non-zero over budget. Not counted:
// the chunks of other pages that VitePress prefetches when idle for the links in view.
import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

export const BUDGET_BYTES = 150 * 1024
const dist = new URL('../.vitepress/dist/', import.meta.url).pathname

/** The chunk files (relative to `dist/`) the playground page loads, and their gzipped sizes. */
export function playgroundScripts() {
  const html = readFileSync(join(dist, 'playground.html'), 'utf8')
  const entries = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  )
  const own = [
    ...readdirSync(join(dist, 'assets/chunks'))
      .filter((name) => name.startsWith('ProviderPlayground.'))
      .map((name) => `assets/chunks/${name}`),
    ...readdirSync(join(dist, 'assets'))
      .filter((name) => name.startsWith('worker-'))
      .map((name) => `assets/${name}`),
  ]
  const loaded = new Set()
  const queue = [...entries, ...own]
  while (queue.length > 0) {
    const file = queue.shift()
    if (loaded.has(file)) continue
    loaded.add(file)
    for (const imported of staticImports(readFileSync(join(dist, file), 'utf8')))
      queue.push(posix.join(posix.dirname(file), imported))
  }
  return [...loaded].map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(dist, file))).length,
  }))
}

/** Static imports between chunks (`from"./x.js"`, `import"./x.js"`); dynamic ones load on demand. */
function staticImports(code) {
  const found = []
  for (const match of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[\w./@-]+\.js)["']/g))
    found.push(match[1])
  return found
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scripts = playgroundScripts()
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0)
  for (const { file, gzip } of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`)
  const verdict = total <= BUDGET_BYTES ? 'PASS' : 'FAIL'
  console.log(
    `${verdict}: the playground page loads ${(total / 1024).toFixed(1)} KB of JavaScript gzipped ` +
      `(${scripts.length} files; budget ${BUDGET_BYTES / 1024} KB)`,
  )
  if (verdict === 'FAIL') process.exit(1)
}
