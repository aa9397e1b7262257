// Type-checks every code sample of the site with `tsc --strict`, against the built packages:
// - every ```ts block of every Markdown file in the repository;
// - every `@example` of the TSDoc that the API reference shows (tsdoc-examples.mjs), alone, as
//   the site shows it: it imports what it uses.
// Run `pnpm build` first, then `pnpm docs:check`. A failure is reported with the Markdown or
// source file and line of the sample, and the TypeScript error.
//
// Markers, to use rarely (a block that does not compile is better fixed than skipped):
// - Markdown: ```ts fragment: not checked, for a block that is deliberately a fragment; the site
//   shows a visible note above it (docs/.vitepress/fragments.mjs). ```ts partial, or a
//   `<!-- doc-check: skip -->` line right before the block, skip it with no note: the pages of
//   the user path (docs/test/examples.test.ts) refuse them, and refuse setup comments.
// - Markdown: a setup comment right before the block: its lines are prepended to the block when
//   it is checked, to declare what the block uses without showing it (a client, a stream, a
//   tool defined in an earlier block). Only blank lines may separate a marker from its block.
//     <!-- doc-check: setup
//     declare const stream: AsyncIterable<unknown>
//     -->
// - TSDoc: an example that needs values it does not make is a ```ts fragment block that
//   declares them visibly (`declare const stream: AsyncIterable<unknown>`); the API reference
//   shows the fragment note above it. A `@docCheckSetup` tag, setup the site would not show, is
//   refused.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { libraryPackages } from '../docs/scripts/packages.mjs'
import { docBlocks } from './doc-blocks.mjs'
import { exampleModule, tsdocExamples } from './tsdoc-examples.mjs'
import { formatFailure, typeCheckBlocks } from './type-check-blocks.mjs'

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..')

const files = markdownFiles()
const markdown = []
let skipped = 0
for (const file of files) {
  for (const block of docBlocks(readFileSync(join(ROOT, file), 'utf8'))) {
    if (block.skipped) skipped++
    else markdown.push(markdownModule(file, block))
  }
}
const entries = libraryPackages().map((name) => ({
  file: join(ROOT, 'packages', name, 'src/index.ts'),
  packageName: `@polytool/${name}`,
}))
const found = tsdocExamples(entries, { root: ROOT })
const hidden = found.filter((block) => block.setup !== '')
for (const block of hidden)
  console.log(
    `${block.file}:${block.setupLine - 1} error: @docCheckSetup hides setup from the API reference; declare it in a \`\`\`ts fragment block of the example instead`,
  )
const examples = found.map(exampleModule)

const modules = [...markdown, ...examples]
const failures = typeCheckBlocks(modules, { root: ROOT, out: join(ROOT, '.doc-blocks') })
for (const failure of failures) console.log(formatFailure(failure))

const failing = (group) => group.filter((module) => failures.some((f) => f.module === module))
const summary = (group) =>
  failing(group).length === 0 ? 'all compile' : `${failing(group).length} failing`
console.log(
  `${markdown.length} code blocks of ${files.length} Markdown files checked (${skipped} skipped): ${summary(markdown)}`,
)
console.log(
  `${examples.length} TSDoc @example blocks of ${entries.length} packages checked: ${summary(examples)}`,
)
const errors = failures.length + hidden.length
if (errors > 0) console.log(`${errors} errors`)
process.exit(errors === 0 ? 0 : 1)

/** A Markdown block as a module: its setup comment's lines, then its code. */
function markdownModule(file, block) {
  const setup = block.setup === '' ? [] : block.setup.split('\n')
  return {
    name: `${file.replace(/[^\w]+/g, '_')}.L${block.line}.ts`,
    text: [...setup, block.code].join('\n'),
    locate: (line, character) =>
      line < setup.length
        ? `${file}:${block.setupLine + line}:${character + 1} (setup comment)`
        : `${file}:${block.line + line - setup.length}:${character + 1}`,
  }
}

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
