// The properties of the public interfaces of the library packages that have no description
// (no TSDoc comment, or one without text): the API reference shows such a property with an
// empty description column. Read by `test/tsdoc-properties.test.ts`; run it on its own to list
// them: `npx tsx docs/scripts/tsdoc-properties.ts`.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { libraryEntries, type TsdocEntry } from './tsdoc-params'

const DOCS = fileURLToPath(new URL('..', import.meta.url))

/** One property of a public interface without a description. */
export interface UndescribedProperty {
  /** `@polytool/core: ToolCallOutcome.status`. */
  name: string
  /** `packages/core/src/runtime/types.ts:42`. */
  at: string
}

/** Whether a member's TSDoc has text of its own (a bare `@deprecated` or `@internal` does not count). */
function described(member: ts.Node): boolean {
  return ts
    .getJSDocCommentsAndTags(member)
    .some((doc) => ts.isJSDoc(doc) && (ts.getTextOfJSDocComment(doc.comment) ?? '').trim() !== '')
}

function isInternal(member: ts.Node): boolean {
  return ts.getJSDocTags(member).some((tag) => tag.tagName.text === 'internal')
}

/** The property members an interface declares itself, in the workspace's own sources. */
function ownProperties(declaration: ts.InterfaceDeclaration): ts.TypeElement[] {
  return declaration.members.filter(
    (member) =>
      (ts.isPropertySignature(member) || ts.isMethodSignature(member)) &&
      member.name !== undefined &&
      !ts.isComputedPropertyName(member.name),
  )
}

function location(node: ts.Node): string {
  const source = node.getSourceFile()
  const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
  const path = source.fileName
  return `${path.includes('packages/') ? path.slice(path.indexOf('packages/')) : path}:${line}`
}

/** Every property of an exported interface of the entries that has no description. */
export function undescribedProperties(entries: TsdocEntry[] = libraryEntries()): {
  checked: number
  undescribed: UndescribedProperty[]
} {
  const config = ts.readConfigFile(join(DOCS, 'tsconfig.api.json'), ts.sys.readFile).config
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, DOCS)
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    parsed.options,
  )
  const checker = program.getTypeChecker()
  const seen = new Set<ts.Node>()
  const undescribed: UndescribedProperty[] = []
  let checked = 0
  for (const { file, packageName } of entries) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (module === undefined) throw new Error(`${file}: not a module`)
    for (const exported of checker.getExportsOfModule(module)) {
      const symbol =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      for (const declaration of symbol.declarations ?? []) {
        if (
          !ts.isInterfaceDeclaration(declaration) ||
          declaration.getSourceFile().fileName.includes('node_modules')
        )
          continue
        for (const member of ownProperties(declaration)) {
          if (seen.has(member) || isInternal(member)) continue
          seen.add(member)
          checked++
          if (described(member)) continue
          undescribed.push({
            name: `${packageName}: ${exported.name}.${(member.name as ts.PropertyName).getText()}`,
            at: location(member),
          })
        }
      }
    }
  }
  return { checked, undescribed }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { checked, undescribed } = undescribedProperties()
  for (const item of undescribed) console.log(`${item.at}  ${item.name}`)
  console.log(
    `${checked} properties of public interfaces: ${undescribed.length} without a description`,
  )
}
