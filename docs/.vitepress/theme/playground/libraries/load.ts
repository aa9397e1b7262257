// The schema libraries, each behind a dynamic import: the worker's first load carries none of
// them, and a library's chunk is fetched once, when its source first appears.
import type { JsonSchema, StandardSchemaV1 } from '@polytool/core'
import type { Binding, Library } from '../detect'

/** What the worker needs of a library: its names, running its source, and its JSON Schema. */
export interface LoadedLibrary {
  readonly namespace: Readonly<Record<string, unknown>>
  evaluateSource(
    code: string,
    library: Library,
    bindings: readonly Binding[],
    namespace: Readonly<Record<string, unknown>>,
  ): unknown
  toJsonSchema(schema: StandardSchemaV1, options: { io: 'input' }): JsonSchema
}

const LOADERS: Readonly<Record<Library, () => Promise<LoadedLibrary>>> = {
  zod: () => import('./zod') as Promise<LoadedLibrary>,
  valibot: () => import('./valibot') as Promise<LoadedLibrary>,
  arktype: () => import('./arktype') as Promise<LoadedLibrary>,
}

/** Loads a library's chunk (the browser caches the module after the first time). */
export function loadLibrary(library: Library): Promise<LoadedLibrary> {
  return LOADERS[library]()
}
