// The RE2 engine (re2js, 45 KB of the worker's 84 KB gzipped) stands in for `re2js` in the
// playground's worker and loads on demand. Converting a schema never runs a pattern: only
// validating a value does (decoding the model's arguments), and decode.ts loads the engine
// before it decodes. The worker's first load, and so the page's, is that much lighter.
import type { RE2JS as Engine } from 're2js'

let engine: typeof Engine | undefined

/** Loads the engine; afterwards `RE2JS` is the real one. */
export async function loadRe2(): Promise<void> {
  engine ??= (await import('re2js')).RE2JS
}

/** `re2js`'s `RE2JS`, once loaded; before, each of its members throws. */
export const RE2JS = new Proxy({} as typeof Engine, {
  get(_, key) {
    if (engine === undefined) throw new Error('The RE2 engine is used before loadRe2() loaded it.')
    const value: unknown = Reflect.get(engine, key)
    return typeof value === 'function' ? value.bind(engine) : value
  },
})
