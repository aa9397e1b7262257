// Loads every published package's built entry in plain Node (no source condition, no
// bundler), so a build that only works under vitest or tsx fails CI. The main entries must
// also stay free of Node built-ins: they run in edge runtimes and browsers. A package with
// commands (`bin`) must answer `--help` from its built file.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const NODE_BUILTIN_IMPORT =
  /(?:from|import|require)\s*\(?\s*["'](?:node:[\w/]+|fs|path|os|child_process|crypto|url|util|stream|http|https|net|worker_threads)["']/

let failures = 0
for (const dir of readdirSync('packages')) {
  const manifestPath = join('packages', dir, 'package.json')
  if (!existsSync(manifestPath)) continue
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
  if (manifest.private) continue
  for (const [command, file] of Object.entries(manifest.bin ?? {})) {
    try {
      execFileSync(process.execPath, [join('packages', dir, file), '--help'], { stdio: 'pipe' })
      console.log(`ok   ${manifest.name}: ${command} --help`)
    } catch (error) {
      console.log(`FAIL ${manifest.name}: ${command} --help: ${error.message}`)
      failures++
    }
  }
  const entry = manifest.exports?.['.']
  if (entry === undefined) continue
  for (const file of [entry?.default, entry?.types]) {
    if (!file || !existsSync(join('packages', dir, file))) {
      console.log(`FAIL ${manifest.name}: built file ${file} is missing`)
      failures++
    }
  }
  const code = readFileSync(join('packages', dir, entry.default), 'utf8')
  const builtin = withoutCommentLines(code).match(NODE_BUILTIN_IMPORT)
  if (builtin) {
    console.log(`FAIL ${manifest.name}: the main entry imports a Node built-in (${builtin[0]})`)
    failures++
  }
  try {
    const module = await import(pathToFileURL(resolve('packages', dir, entry.default)).href)
    const names = Object.keys(module)
    if (names.length === 0) throw new Error('no exports')
    console.log(`ok   ${manifest.name}: ${names.length} exports`)
  } catch (error) {
    console.log(`FAIL ${manifest.name}: ${error.message}`)
    failures++
  }
}
process.exit(failures === 0 ? 0 : 1)

// Doc comments keep their examples in the build, and an example may import a built-in.
function withoutCommentLines(code) {
  return code
    .split('\n')
    .filter((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
    .join('\n')
}
