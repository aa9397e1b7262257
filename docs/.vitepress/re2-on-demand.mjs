// A plugin for the playground's worker bundle: `re2js`, wherever the packages import it, is
// theme/playground/re2-on-demand.ts, which loads the engine itself only on demand.
import { fileURLToPath } from 'node:url'

const STAND_IN = fileURLToPath(new URL('./theme/playground/re2-on-demand.ts', import.meta.url))

/** Resolves `re2js` to the stand-in, except in the stand-in itself. */
export function re2OnDemand() {
  return {
    name: 'polytool-re2-on-demand',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 're2js' || importer === undefined || importer === STAND_IN) return null
      return STAND_IN
    },
  }
}
