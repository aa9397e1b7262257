// Tells what the schema box holds: JSON Schema, or the source of a Zod, Valibot or ArkType
// schema, and which names the source may use. Pure and small: it ships with the page's worker,
// while the libraries themselves load only once their source is seen.

/** A schema library whose source the playground runs. */
export type Library = 'zod' | 'valibot' | 'arktype'

/** One name the source uses, bound to a module's namespace or to one of its exports. */
export interface Binding {
  readonly name: string
  /** `*` for the module namespace, `default` for a default import, else the export's name. */
  readonly from: string
}

/** What the schema box holds. */
export type Detected =
  | { readonly format: 'json-schema' }
  | {
      readonly format: 'source'
      readonly library: Library
      /** The source with its import lines removed. */
      readonly code: string
      readonly bindings: readonly Binding[]
    }
  | { readonly format: 'unknown'; readonly hint: string }

/** The library's display name. */
export const LIBRARY_NAMES: Readonly<Record<Library, string>> = {
  zod: 'Zod',
  valibot: 'Valibot',
  arktype: 'ArkType',
}

const MODULES: Readonly<Record<string, Library>> = {
  zod: 'zod',
  'zod/v4': 'zod',
  'zod/mini': 'zod',
  'zod/v4/mini': 'zod',
  valibot: 'valibot',
  arktype: 'arktype',
}

/** The names a source may use without importing them: each library's usual spelling. */
export const DEFAULT_BINDINGS: Readonly<Record<Library, readonly Binding[]>> = {
  zod: [{ name: 'z', from: 'z' }],
  valibot: [{ name: 'v', from: '*' }],
  arktype: [
    { name: 'type', from: 'type' },
    { name: 'scope', from: 'scope' },
  ],
}

// A call on the library's usual name, not a property of something else (`x.type(`, `"type":`).
const USES: readonly (readonly [Library, RegExp])[] = [
  ['zod', /(?<![\w$.])z\s*\.\s*[\w$]+/],
  ['valibot', /(?<![\w$.])v\s*\.\s*[\w$]+/],
  ['arktype', /(?<![\w$.])(?:type|scope)\s*[.(]/],
]

const IMPORT = /^\s*import\s+(type\s+)?([\s\S]*?)\s+from\s+(['"])([^'"]+)\3\s*;?[ \t]*$/gm
const EXAMPLE =
  'z.object({ city: z.string() }), v.object({ city: v.string() }) or type({ city: "string" })'

/**
 * Reads what the schema box holds. JSON (an object, an array, `true` or `false`) is JSON Schema;
 * anything else is read as the source of one schema library, known by its imports or else by
 * the names it calls (`z.`, `v.`, `type(`).
 */
export function detect(text: string): Detected {
  const trimmed = text.trim()
  if (trimmed === '') return { format: 'unknown', hint: `Paste a JSON Schema, or ${EXAMPLE}.` }
  if (/^[[{]/.test(trimmed) || trimmed === 'true' || trimmed === 'false') {
    return { format: 'json-schema' }
  }
  if (/^(?:export\s+)?(?:interface\s|type\s+[\w$]+\s*(?:<[^>]*>)?\s*=)/.test(trimmed)) {
    return {
      format: 'unknown',
      hint: 'This is a TypeScript type, which does not exist when the code runs: write the schema with Zod, Valibot or ArkType, or as JSON Schema.',
    }
  }
  const imported = importsOf(trimmed)
  if ('hint' in imported) return { format: 'unknown', hint: imported.hint }
  const code = trimmed.replace(IMPORT, '').trim()
  if (imported.library !== undefined) {
    return { format: 'source', library: imported.library, code, bindings: imported.bindings }
  }
  const used = USES.filter(([, use]) => use.test(code)).map(([library]) => library)
  if (used.length === 1) {
    const library = used[0] as Library
    return { format: 'source', library, code, bindings: DEFAULT_BINDINGS[library] }
  }
  if (used.length > 1) {
    return {
      format: 'unknown',
      hint: `This source calls ${used.map((library) => LIBRARY_NAMES[library]).join(' and ')}: paste one schema library's source at a time.`,
    }
  }
  return {
    format: 'unknown',
    hint: `This is neither JSON Schema nor the source of a schema library. Paste a JSON Schema (it starts with "{"), or ${EXAMPLE}.`,
  }
}

type Imports =
  | { readonly library: Library | undefined; readonly bindings: readonly Binding[] }
  | { readonly hint: string }

/** The libraries and names of the source's import lines. */
function importsOf(source: string): Imports {
  const libraries = new Set<Library>()
  const bindings: Binding[] = []
  for (const [, typeOnly, clause = '', , module = ''] of source.matchAll(IMPORT)) {
    const library = MODULES[module]
    if (library === undefined) {
      return {
        hint: `The playground runs Zod, Valibot and ArkType sources only; it cannot import "${module}".`,
      }
    }
    libraries.add(library)
    if (typeOnly === undefined) bindings.push(...bindingsOf(clause))
  }
  if (libraries.size > 1) {
    return { hint: 'This source imports more than one schema library: paste one at a time.' }
  }
  const [library] = libraries
  return { library, bindings }
}

/** `z`, `* as v`, `{ type, scope as s }`, `def, { x }` → the names they bind. */
function bindingsOf(clause: string): Binding[] {
  const bindings: Binding[] = []
  const namespace = /\*\s*as\s+([\w$]+)/.exec(clause)
  if (namespace?.[1]) bindings.push({ name: namespace[1], from: '*' })
  const named = /\{([^}]*)\}/.exec(clause)
  for (const part of named?.[1]?.split(',') ?? []) {
    const spec = part.trim()
    if (spec === '' || /^type\s/.test(spec)) continue
    const [from = spec, name = from] = spec.split(/\s+as\s+/)
    bindings.push({ name: name.trim(), from: from.trim() })
  }
  const byDefault = /^\s*([\w$]+)\s*(?:,|$)/.exec(clause)
  if (byDefault?.[1]) bindings.push({ name: byDefault[1], from: 'default' })
  return bindings
}
