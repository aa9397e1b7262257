// A function with many type parameters (core's `createTool` has eight) opens its page with a
// signature that lists them all, though a caller never writes one: TypeScript infers them from
// the arguments. Such a page opens instead with the short form, `createTool(options: ToolOptions):
// Tool`, and says where the full signature and the type parameters are.
import { ReflectionKind } from 'typedoc'
import { MarkdownPageEvent } from 'typedoc-plugin-markdown'

/** From this many type parameters on, a page opens with the short form. */
export const SHORT_FORM_FROM = 3

/** A type as a reader names it: a reference without its type arguments. */
function shortType(type) {
  if (type === undefined) return 'unknown'
  if (type.type === 'reference') return type.name
  return type.toString()
}

/** The call signature a page documents: a function's, or a variable's whose value is a function. */
function signatureOf(model) {
  if (model?.kind === ReflectionKind.Function) return model.signatures?.[0]
  if (model?.kind === ReflectionKind.Variable) return model.type?.declaration?.signatures?.[0]
  return undefined
}

/** The short form of a signature: parameter and return types without type arguments. */
export function shortForm(name, signature) {
  const parameters = (signature.parameters ?? []).map(
    (parameter) =>
      `${parameter.flags.isRest ? '...' : ''}${parameter.name}${parameter.flags.isOptional ? '?' : ''}: ${shortType(parameter.type)}`,
  )
  return `${name}(${parameters.join(', ')}): ${shortType(signature.type)}`
}

/** @param {import('typedoc-plugin-markdown').MarkdownApplication} app */
export function load(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    const signature = signatureOf(page.model)
    const count = signature?.typeParameters?.length ?? 0
    if (count < SHORT_FORM_FROM || page.contents === undefined) return
    const intro = [
      '',
      '```ts',
      shortForm(page.model.name, signature),
      '```',
      '',
      `Its ${count} type parameters are inferred from the arguments: a call never writes them. ` +
        'The full signature follows.',
      '',
    ].join('\n')
    page.contents = page.contents.replace(/^# .+$/m, (title) => `${title}\n${intro}`)
  })
}
