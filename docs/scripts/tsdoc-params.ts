// The public functions of the library packages whose TSDoc does not document every parameter
// (`@param`) and the return value (`@returns`). Read by `test/tsdoc-params.test.ts`; run it on
// its own to list them: `npx tsx docs/scripts/tsdoc-params.ts`.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { libraryPackages } from './packages.mjs'

const DOCS = fileURLToPath(new URL('..', import.meta.url))

/** One public function signature and what its TSDoc lacks. */
export interface MissingTsdoc {
  /** `@polytool/core: createTool`. */
  name: string
  /** `packages/core/src/create-tool.ts:42`. */
  at: string
  /** Parameters without a `@param`, and `@returns` when that is missing too. */
  missing: string[]
  /** How many parameters the signature has. */
  parameters: number
}

/** Returns that need no `@returns`: nothing comes back. */
function returnsNothing(checker: ts.TypeChecker, signature: ts.Signature): boolean {
  const type = checker.getReturnTypeOfSignature(signature)
  const awaited = checker.getAwaitedType(type) ?? type
  return (
    (type.flags & (ts.TypeFlags.Void | ts.TypeFlags.Never | ts.TypeFlags.Undefined)) !== 0 ||
    (awaited !== type && (awaited.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) !== 0)
  )
}

/** The name a `@param` tag must use: the identifier, or any name for a destructured one. */
function parameterName(parameter: ts.ParameterDeclaration): string | undefined {
  return ts.isIdentifier(parameter.name) ? parameter.name.text : undefined
}

/** A public function: a declaration with its signature, or a variable whose value is callable. */
interface PublicSignature {
  /** Where its TSDoc is written. */
  docNode: ts.Node
  signature: ts.Signature
  /** Parameter names; `undefined` for a destructured one. */
  parameters: (string | undefined)[]
}

/** What the TSDoc of one public function lacks. */
function missingOf(
  checker: ts.TypeChecker,
  { docNode, signature, parameters }: PublicSignature,
): { missing: string[]; parameters: number } {
  const tags = ts.getJSDocTags(docNode)
  const documented = tags
    .filter(ts.isJSDocParameterTag)
    .map((tag) => (ts.isIdentifier(tag.name) ? tag.name.text : tag.name.getText()))
  const missing: string[] = []
  parameters.forEach((name, index) => {
    const found =
      name === undefined
        ? documented.length > index
        : documented.some((tag) => tag === name || tag.startsWith(`${name}.`))
    if (!found) missing.push(name ?? `#${index + 1}`)
  })
  const hasReturns = tags.some(
    (tag) => tag.tagName.text === 'returns' || tag.tagName.text === 'return',
  )
  if (!hasReturns && !returnsNothing(checker, signature)) missing.push('@returns')
  return { missing, parameters: parameters.length }
}

/**
 * The signatures of a public function, where its documentation lives: each overload, or the one
 * declaration; for a variable whose value is a function (`const createTool = createToolWith(…)`,
 * shown as a function by TypeDoc), the variable's statement.
 */
function functionSignatures(checker: ts.TypeChecker, symbol: ts.Symbol): PublicSignature[] {
  const found: PublicSignature[] = []
  const declarations = symbol.declarations ?? []
  const functions = declarations.filter(ts.isFunctionDeclaration)
  const overloads = functions.filter((declaration) => declaration.body === undefined)
  for (const declaration of overloads.length > 0 ? overloads : functions) {
    const signature = checker.getSignatureFromDeclaration(declaration)
    if (signature === undefined) continue
    found.push({
      docNode: declaration,
      signature,
      parameters: declaration.parameters.map(parameterName),
    })
  }
  for (const declaration of declarations) {
    if (!ts.isVariableDeclaration(declaration)) continue
    const type = checker.getTypeAtLocation(declaration)
    const signatures = type.getCallSignatures()
    if (signatures.length !== 1 || type.getProperties().length > 0) continue
    const signature = signatures[0] as ts.Signature
    const parameters = signature.parameters.map((parameter) => {
      const node = parameter.valueDeclaration
      return node !== undefined && ts.isParameter(node) ? parameterName(node) : parameter.name
    })
    found.push({ docNode: declaration.parent.parent, signature, parameters })
  }
  return found
}

/** A package entry whose exported functions are checked. */
export interface TsdocEntry {
  file: string
  packageName: string
}

/** The entries of every published library package: its `src/index.ts`. */
export function libraryEntries(): TsdocEntry[] {
  return libraryPackages().map((name) => ({
    file: join(DOCS, '..', 'packages', name, 'src/index.ts'),
    packageName: `@polytool/${name}`,
  }))
}

/** An export of a library entry, its alias resolved, with the checker that reads it. */
export interface ExportedSymbol {
  checker: ts.TypeChecker
  packageName: string
  name: string
  symbol: ts.Symbol
}

/** Every export of the entries, read by one program with the API reference's compiler options. */
export function* exportedSymbols(entries: TsdocEntry[]): Generator<ExportedSymbol> {
  const config = ts.readConfigFile(join(DOCS, 'tsconfig.api.json'), ts.sys.readFile).config
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, DOCS)
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    parsed.options,
  )
  const checker = program.getTypeChecker()
  for (const { file, packageName } of entries) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (module === undefined) throw new Error(`${file}: not a module`)
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      yield { checker, packageName, name: exported.name, symbol }
    }
  }
}

/** Where a node is declared, as `packages/…/file.ts:line`. */
export function locationOf(node: ts.Node): string {
  const source = node.getSourceFile()
  const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const path = source.fileName
  return `${path.includes('packages/') ? path.slice(path.indexOf('packages/')) : path}:${line}`
}

/** Every public function of the entries whose TSDoc lacks a `@param` or `@returns`. */
export function missingTsdoc(entries: TsdocEntry[] = libraryEntries()): {
  checked: number
  parameters: number
  missing: MissingTsdoc[]
} {
  const seen = new Set<ts.Node>()
  const missing: MissingTsdoc[] = []
  let checked = 0
  let parameters = 0
  for (const { checker, packageName, name, symbol } of exportedSymbols(entries)) {
    for (const found of functionSignatures(checker, symbol)) {
      if (seen.has(found.docNode)) continue
      seen.add(found.docNode)
      checked++
      const result = missingOf(checker, found)
      parameters += result.parameters
      if (result.missing.length === 0) continue
      missing.push({
        name: `${packageName}: ${name}`,
        at: locationOf(found.docNode),
        missing: result.missing,
        parameters: result.parameters,
      })
    }
  }
  return { checked, parameters, missing }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { checked, parameters, missing } = missingTsdoc()
  for (const item of missing) console.log(`${item.at}  ${item.name}: ${item.missing.join(', ')}`)
  const params = missing.reduce(
    (sum, item) => sum + item.missing.filter((m) => m !== '@returns').length,
    0,
  )
  console.log(
    `${checked} public function signatures, ${parameters} parameters: ${missing.length} signatures lack TSDoc (${params} @param)`,
  )
}
