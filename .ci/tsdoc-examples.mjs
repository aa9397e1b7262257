// Finds the `@example` blocks of the TSDoc that the API reference shows: the doc comments of
// every declaration a package entry exports (and of the public members of its classes,
// interfaces and object types), read with the TypeScript compiler, not with regexes.
//
// An example is read as TypeDoc reads it: when its text holds a ``` fence, its first line is a
// title and each ```ts fence is a block; otherwise its whole text is one block of code.
//
// A `@docCheckSetup` tag right before an `@example` in the same comment declares what the
// example uses without showing it (TypeDoc leaves the tag out of the site):
//
//   @docCheckSetup
//   declare const stream: AsyncIterable<AnthropicStreamEvent>
//   @example
//   for await (const event of anthropicToolEvents(stream)) runtime.push(event)
import { dirname, relative, sep } from 'node:path'
import ts from 'typescript'

export const SETUP_TAG = 'docCheckSetup'

const FENCE = /^```(\w*)(?:\s.*)?$/
const TS_FENCES = new Set(['ts', 'typescript'])

/**
 * The `@example` blocks of the declarations each entry exports. `entries` are package entry
 * files (`{ file, packageName }`); a declaration outside its entry's folder (a re-export from
 * another package) is left to that package. Each block has `file` (relative to `root`), `line`
 * (1-based line of its first code line), `code`, `setup`, `setupLine`, `packageName`,
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
    return [{ line: line + skipped, code: code.slice(skipped).join('\n') }]
  }
  const blocks = []
  for (let index = 1; index < lines.length; index++) {
    const open = FENCE.exec(lines[index].trim())
    if (!open) continue
    const end = lines.findIndex((text, at) => at > index && text.trim() === '```')
    if (end === -1)
      throw new Error(`line ${line + index}: a code block of an @example is not closed`)
    if (TS_FENCES.has(open[1]))
      blocks.push({ line: line + index + 1, code: lines.slice(index + 1, end).join('\n') })
    index = end
  }
  return blocks
}

/**
 * One example as a module to type-check (see type-check-blocks.mjs): an import of the exports
 * of its package that it uses (the export it documents always), then its setup, then its code.
 */
export function exampleModule(block) {
  const setup = block.setup === '' ? [] : block.setup.split('\n')
  const code = [...setup, block.code].join('\n')
  const imports = packageImports(code, block)
  const header =
    imports.length === 0 ? [] : [`import { ${imports.join(', ')} } from '${block.packageName}'`]
  const name = `${block.file.replace(/[^\w]+/g, '_')}.L${block.line}.ts`
  const locate = (line, character) => {
    const at = line - header.length
    if (at < 0) return `${block.file}:${block.line}:1 (the import of ${imports.join(', ')})`
    if (at < setup.length)
      return `${block.file}:${block.setupLine + at}:${character + 1} (@${SETUP_TAG})`
    return `${block.file}:${block.line + at - setup.length}:${character + 1}`
  }
  return { name, text: [...header, code].join('\n'), locate }
}

/**
 * The exports of the block's package that its code names and neither imports nor declares
 * itself, plus the export it documents.
 */
function packageImports(code, block) {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.ES2022, true)
  const named = new Set([block.exportName])
  const bound = new Set()
  const visit = (node) => {
    if (ts.isIdentifier(node) && !isMemberName(node))
      (isBinding(node) ? bound : named).add(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  const exports = new Set(block.exports)
  return [...named].filter((name) => exports.has(name) && !bound.has(name)).sort()
}

const BINDINGS = [
  ts.isImportSpecifier,
  ts.isImportClause,
  ts.isNamespaceImport,
  ts.isVariableDeclaration,
  ts.isBindingElement,
  ts.isParameter,
  ts.isFunctionDeclaration,
  ts.isClassDeclaration,
  ts.isInterfaceDeclaration,
  ts.isTypeAliasDeclaration,
  ts.isEnumDeclaration,
  ts.isTypeParameterDeclaration,
]

/** Whether an identifier names a member (`a.name`, `A.Name`, `{ name: … }`), not a variable. */
function isMemberName(node) {
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent))
    return parent.name === node
  if (ts.isQualifiedName(parent)) return parent.right === node
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent))
    return parent.propertyName === node
  return (
    (ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent)) &&
    parent.name === node
  )
}

/** Whether an identifier is the name a declaration or an import binds. */
function isBinding(node) {
  return node.parent.name === node && BINDINGS.some((is) => is(node.parent))
}
