// TypeDoc names each entry point by its folder (`core/src`); the API reference names them by
// the package a user installs (`@polytool/core`).
import { Converter, ReflectionKind } from 'typedoc'

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getReflectionsByKind(ReflectionKind.Module)) {
      const folder = /^([\w-]+)\/src$/.exec(module.name)
      if (folder) module.name = `@polytool/${folder[1]}`
    }
  })
}
