import { RequestContext } from '@polytool/core'
import { plantContextValue } from './planted'

const HOOKED = Symbol.for('polytool.telemetry-scan.request-context')

type Prototype = Record<PropertyKey, unknown> & { [HOOKED]?: true }

/**
 * Plants every value any request context of the test file stores or hands out. Its private
 * `#map` is reached only through `set`, `get`, `entries` and `toObject`, so a value that no
 * code ever read or wrote through them cannot reach telemetry either.
 *
 * @returns nothing
 */
export function hookRequestContext(): void {
  const prototype = RequestContext.prototype as unknown as Prototype
  if (prototype[HOOKED]) return
  prototype[HOOKED] = true
  const original = {
    get: RequestContext.prototype.get,
    set: RequestContext.prototype.set,
    entries: RequestContext.prototype.entries,
    toObject: RequestContext.prototype.toObject,
  }
  prototype.get = function get(this: RequestContext, key: string) {
    const value = original.get.call(this, key)
    plantContextValue(value)
    return value
  }
  prototype.set = function set(this: RequestContext, key: string, value: unknown) {
    plantContextValue(value)
    return original.set.call(this, key, value)
  }
  prototype.entries = function entries(this: RequestContext) {
    const pairs = [...original.entries.call(this)]
    for (const [, value] of pairs) plantContextValue(value)
    return pairs[Symbol.iterator]()
  }
  prototype.toObject = function toObject(this: RequestContext) {
    const values = original.toObject.call(this)
    plantContextValue(Object.values(values))
    return values
  }
}
