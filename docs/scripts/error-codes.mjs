// Every error and warning `code` polytool can produce, read from the sources of the published
// packages with the TypeScript parser (comments and tests are not read):
// - a `code` property, field or parameter whose value or type is a string literal
//   (`readonly code = 'TOOL_TIMEOUT'`, `{ code: 'TOOL_NOT_FOUND', … }`, `code: 'A' | 'B'`);
// - the string literals of a type alias whose name ends in `Code` (`type SchemaLimitCode = …`).
// `prepare.mjs` writes the error reference from these and from `error-explanations.mjs`, and
// fails on a code that has no explanation; `test/errors.test.ts` checks the page lists them all.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { publishedPackages } from './packages.mjs'

const ROOT = new URL('../../', import.meta.url).pathname

/**
 * Source files of a package: `src/**\/*.ts` but tests, type tests and fixtures, and the
 * conformance kit's cases, whose sample values may hold a key named `code`.
 */
function sources(name) {
  const dir = join(ROOT, 'packages', name, 'src')
  let entries
  try {
    entries = readdirSync(dir, { recursive: true, withFileTypes: true })
  } catch {
    return []
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(
      (file) =>
        !/\.test(-d)?\.ts$|\.d\.ts$|test-fixtures|\/fixtures\/|\/conformance\/src\/cases\//.test(
          file,
        ),
    )
}

/** The string literals a type node names: `'A'`, `'A' | 'B'`. */
function literalsOfType(node) {
  if (node === undefined) return []
  if (ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal)) return [node.literal.text]
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literalsOfType)
  return []
}

const isCodeName = (name) => name !== undefined && ts.isIdentifier(name) && name.text === 'code'

/** The string literals anywhere in an expression: `options.code ?? 'TOOL_ERROR'`. */
function literalsOfExpression(node) {
  if (ts.isStringLiteral(node)) return [node.text]
  const found = []
  ts.forEachChild(node, (child) => {
    found.push(...literalsOfExpression(child))
  })
  return found
}

/** The exported class, interface or type alias a code belongs to, when it has one. */
function ownerOf(node) {
  for (let at = node; at !== undefined; at = at.parent) {
    if ((ts.isClassDeclaration(at) || ts.isInterfaceDeclaration(at)) && at.name) return at.name.text
    if (ts.isTypeAliasDeclaration(at)) return at.name.text
  }
  return undefined
}

/** The codes one source file can produce, each with the type that carries it. */
function codesOf(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found = []
  const add = (codes, node) => {
    for (const code of codes) found.push({ code, owner: ownerOf(node) })
  }
  const visit = (node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text.endsWith('Code'))
      add(literalsOfType(node.type), node)
    if (
      (ts.isPropertyAssignment(node) ||
        ts.isPropertyDeclaration(node) ||
        ts.isPropertySignature(node) ||
        ts.isParameter(node)) &&
      isCodeName(node.name)
    ) {
      add(literalsOfType(node.type), node)
      const value = node.initializer
      if (value !== undefined && ts.isStringLiteral(value)) add([value.text], node)
    }
    // `this.code = options.code ?? 'TOOL_ERROR'`
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'code'
    )
      add(literalsOfExpression(node.right), node)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/**
 * Every code of the published packages: code → the packages, files and types it is written in.
 * @returns {Map<string, { packages: Set<string>, files: Set<string>, owners: Set<string> }>}
 */
export function sourceErrorCodes() {
  const codes = new Map()
  for (const name of publishedPackages()) {
    for (const file of sources(name)) {
      for (const { code, owner } of codesOf(file)) {
        const entry = codes.get(code) ?? {
          packages: new Set(),
          files: new Set(),
          owners: new Set(),
        }
        entry.packages.add(`@polytool/${name}`)
        entry.files.add(relative(ROOT, file))
        if (owner !== undefined) entry.owners.add(owner)
        codes.set(code, entry)
      }
    }
  }
  return codes
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [code, { packages, owners }] of [...sourceErrorCodes()].sort())
    console.log(code.padEnd(36), [...packages].join(' '), '|', [...owners].join(' '))
}
