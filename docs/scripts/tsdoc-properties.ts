// The properties of the public interfaces of the library packages that have no description
// (no TSDoc comment, or one without text): the API reference shows such a property with an
// empty description column. Read by `test/tsdoc-properties.test.ts`; run it on its own to list
// them: `npx tsx docs/scripts/tsdoc-properties.ts`.
import ts from 'typescript'
import { exportedSymbols, libraryEntries, locationOf, type TsdocEntry } from './tsdoc-params'

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

/** Every property of an exported interface of the entries that has no description. */
export function undescribedProperties(entries: TsdocEntry[] = libraryEntries()): {
  checked: number
  undescribed: UndescribedProperty[]
} {
  const seen = new Set<ts.Node>()
  const undescribed: UndescribedProperty[] = []
  let checked = 0
  for (const { packageName, name, symbol } of exportedSymbols(entries)) {
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
          name: `${packageName}: ${name}.${(member.name as ts.PropertyName).getText()}`,
          at: locationOf(member),
        })
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
