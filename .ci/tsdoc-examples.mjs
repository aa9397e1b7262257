// Finds the `@example` blocks of the TSDoc that the API reference shows: the doc comments of
// every declaration a package entry exports (and of the public members of its classes,
// interfaces and object types), read with the TypeScript compiler, not with regexes.
//
// An example is read as TypeDoc reads it: when its text holds a ``` fence, its first line is a
// title and each ```ts fence is a block; otherwise its whole text is one block of code.
//
// An example is checked as the site shows it, alone: it imports what it uses. One that needs
// values it does not make (a client, a stream, a tool defined elsewhere) is a ```ts fragment
// block that declares them where the reader sees them; the site shows a note above it
// (docs/.vitepress/fragments.mjs):
//
//   @example
//   ```ts fragment
//   import { anthropicToolEvents, type ToolCallRuntime } from '@polytool/core'
//
//   declare const runtime: ToolCallRuntime
//   declare const stream: AsyncIterable<unknown>
//
//   for await (const event of anthropicToolEvents(stream)) runtime.push(event)
//   ```
//
// A `@docCheckSetup` tag (setup the site would not show) is still read, so that the check can
// refuse it.
import { dirname, relative, sep } from 'node:path'
import ts from 'typescript'

export const SETUP_TAG = 'docCheckSetup'

const FENCE = /^```(\w*)(?:\s+(.*))?$/
const TS_FENCES = new Set(['ts', 'typescript'])

/**
 * The `@example` blocks of the declarations each entry exports. `entries` are package entry
 * files (`{ file, packageName }`); a declaration outside its entry's folder (a re-export from
 * another package) is left to that package. Each block has `file` (relative to `root`), `line`
 * (1-based line of its first code line), `code`, `fragment` (a ```ts fragment block), `setup`
 * and `setupLine` (a `@docCheckSetup`, which the check refuses), `packageName`,
 * `exportName` (the export it documents) and `exports` (every export name of the package).
 */
export function tsdocExamples(entries, { root, compilerOptions = {} }) {
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['@polytool/source'],
      noEmit: true,
      skipLibCheck: true,
      ...compilerOptions,
    },
  )
  const checker = program.getTypeChecker()
  const blocks = []
  const seen = new Set()
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`${entry.file}: not a module the compiler can read`)
    const folder = dirname(entry.file) + sep
    const exported = checker.getExportsOfModule(module)
    const exports = exported.map((symbol) => symbol.name)
    for (const symbol of exported) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      for (const declaration of target.declarations ?? []) {
        const file = declaration.getSourceFile()
        if (!file.fileName.startsWith(folder) || file.isDeclarationFile) continue
        for (const node of documentedNodes(declaration)) {
          for (const example of examplesOf(node, file)) {
            const key = `${file.fileName}:${example.line}`
            if (seen.has(key)) continue
            seen.add(key)
            blocks.push({
              ...example,
              file: relative(root, file.fileName),
              packageName: entry.packageName,
              exportName: symbol.name,
              exports,
            })
          }
        }
      }
    }
  }
  return blocks.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

/** A declaration and its public members, as TypeDoc shows them (no private, no @internal). */
function documentedNodes(declaration) {
  if (isInternal(declaration)) return []
  const nodes = [declaration]
  const members =
    ts.isClassDeclaration(declaration) || ts.isInterfaceDeclaration(declaration)
      ? declaration.members
      : ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)
        ? declaration.type.members
        : []
  for (const member of members) {
    const hidden =
      (member.name && ts.isPrivateIdentifier(member.name)) ||
      ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Private
    if (!hidden && !isInternal(member)) nodes.push(member)
  }
  return nodes
}

function isInternal(node) {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal')
}

/** The example blocks of the doc comments directly on one node, with their setup. */
function examplesOf(node, file) {
  const examples = []
  for (const doc of ts.getJSDocCommentsAndTags(node)) {
    if (!ts.isJSDoc(doc)) continue
    let setup = { code: '', line: 0 }
    for (const tag of doc.tags ?? []) {
      const name = tag.tagName.text
      if (name === SETUP_TAG) {
        const text = tagText(tag, file)
        setup = { code: text.lines.slice(1).join('\n'), line: text.line + 1 }
      } else if (name === 'example') {
        for (const block of exampleBlocks(tagText(tag, file)))
          examples.push({ ...block, setup: setup.code, setupLine: setup.line })
        setup = { code: '', line: 0 }
      }
    }
  }
  return examples
}

/** A tag's lines as written, without the comment's `*` margin; `line` is the tag's line. */
function tagText(tag, file) {
  const start = tag.getStart(file)
  const raw = file.text.slice(start, tag.end).replace(/\*\/\s*$/, '')
  const lines = raw
    .split(/\r?\n/)
    .map((text, index) =>
      index === 0 ? text.replace(/^@\w+\s?/, '') : text.replace(/^\s*\*(?: |$)/, ''),
    )
  while (lines.length > 1 && lines.at(-1).trim() === '') lines.pop()
  return { lines, line: file.getLineAndCharacterOfPosition(start).line + 1 }
}

/** The code blocks of one example, as TypeDoc renders it (see the file comment). */
function exampleBlocks({ lines, line }) {
  if (!lines.some((text) => FENCE.test(text.trim()))) {
    const caption = /^\s*<caption>.*?<\/caption>\s*/.exec(lines[0])
    const first = caption ? lines[0].slice(caption[0].length) : lines[0]
    const code = [first, ...lines.slice(1)]
    const skipped = code.findIndex((text) => text.trim() !== '')
    if (skipped === -1) return []
    return [{ line: line + skipped, code: code.slice(skipped).join('\n'), fragment: false }]
  }
  const blocks = []
  for (let index = 1; index < lines.length; index++) {
    const open = FENCE.exec(lines[index].trim())
    if (!open) continue
    const end = lines.findIndex((text, at) => at > index && text.trim() === '```')
    if (end === -1)
      throw new Error(`line ${line + index}: a code block of an @example is not closed`)
    if (TS_FENCES.has(open[1]))
      blocks.push({
        line: line + index + 1,
        code: lines.slice(index + 1, end).join('\n'),
        fragment: (open[2] ?? '').split(/\s+/).includes('fragment'),
      })
    index = end
  }
  return blocks
}

/**
 * One example as a module to type-check (see type-check-blocks.mjs): its code alone, as the
 * site shows it. A name it neither imports nor declares fails the check.
 */
export function exampleModule(block) {
  const name = `${block.file.replace(/[^\w]+/g, '_')}.L${block.line}.ts`
  const locate = (line, character) => `${block.file}:${block.line + line}:${character + 1}`
  return { name, text: block.code, locate }
}
