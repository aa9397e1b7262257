// Every page of an export names its package in its title (`Function: createTool()` →
// `Function: createTool() · @polytool/zod`): six packages export a `createTool`, and the local
// search shows a page's title, so without the package its results look identical.
import { ReflectionKind } from 'typedoc'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** The name of the package (module) a reflection belongs to, if any. */
function packageOf(reflection) {
  for (let at = reflection; at !== undefined; at = at.parent)
    if (at.kind === ReflectionKind.Module) return at.name
  return undefined
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const name = page.model?.kind === ReflectionKind.Module ? undefined : packageOf(page.model)
    if (name === undefined || page.contents === undefined) return
    page.contents = page.contents.replace(/^# (.+)$/m, (_, title) => `# ${title} · ${name}`)
  })
}
