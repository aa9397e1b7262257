// The generated inputs of the site: the API reference from the TSDoc (TypeDoc, which fails on an
// export without a doc comment) and the playground's example tools as JSON Schema.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { libraryPackages, publishedPackages } from './packages.mjs'

const docs = new URL('..', import.meta.url).pathname
const run = (command, args) => execFileSync(command, args, { cwd: docs, stdio: 'inherit' })

rmSync(new URL('../api', import.meta.url), { recursive: true, force: true })
// One page per package, each including the package's README: the README stays the one source.
const pages = new URL('../packages/', import.meta.url)
rmSync(pages, { recursive: true, force: true })
mkdirSync(pages)
for (const name of publishedPackages()) {
  writeFileSync(new URL(`${name}.md`, pages), `<!--@include: ../../packages/${name}/README.md-->\n`)
}
run('npx', [
  'typedoc',
  '--options',
  'typedoc.json',
  ...libraryPackages().flatMap((name) => ['--packagesRequiringDocumentation', `@polytool/${name}`]),
])
run('node', ['--conditions=@polytool/source', '--import', 'tsx', 'scripts/examples.ts'])
