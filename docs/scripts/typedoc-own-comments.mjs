// An adapter exports `createTool = createToolWith(zodAdapter)`: a variable whose type is core's
// `createTool`. TypeDoc documents the variable with its own comment and, under it, the comment of
// core's declaration (its summary, `@param`, `@returns` and `@example`), so the adapter's page
// repeated core's and showed core's example first. A variable's own comment documents its
// value: the signature keeps no comment inherited from elsewhere, and TypeDoc then gives the
// variable's `@param` and `@returns` to the signature's parameters and return. The type
// parameters keep their descriptions, which are the same for both.
import { Converter, ReflectionKind, ReflectionType } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const variable of context.project.getReflectionsByKind(ReflectionKind.Variable)) {
      if (!variable.hasComment() || !(variable.type instanceof ReflectionType)) continue
      for (const signature of variable.type.declaration.getNonIndexSignatures()) {
        if (signature.comment?.sourcePath !== variable.comment?.sourcePath) {
          signature.comment = undefined
        }
      }
    }
  })
}
