type Json = Record<string, unknown>

/**
 * Names given in each resource's `$defs`: a taken name is replaced by the first free
 * `<name>_<n>`, counting on from the last `n` given for it, so that all names together cost time
 * linear in their number.
 */
export class FreshNames {
  readonly #taken = new Map<Json, Set<string>>()
  readonly #next = new Map<Json, Map<string, number>>()

  /**
   * A name no key of the resource's `$defs` has, and no name given before for it.
   *
   * @param resource - The node whose `$defs` the name is for.
   * @param defs - Those `$defs` (read once, the first time the resource is named in).
   * @param wanted - The name wanted, given as it is when free.
   * @returns The name to use.
   */
  take(resource: Json, defs: Json, wanted: string): string {
    let taken = this.#taken.get(resource)
    if (taken === undefined) {
      taken = new Set(Object.keys(defs))
      this.#taken.set(resource, taken)
    }
    let name = wanted
    if (taken.has(name)) {
      const next = this.#next.get(resource) ?? new Map<string, number>()
      this.#next.set(resource, next)
      let n = next.get(wanted) ?? 2
      while (taken.has(`${wanted}_${n}`)) n++
      next.set(wanted, n + 1)
      name = `${wanted}_${n}`
    }
    taken.add(name)
    return name
  }
}
