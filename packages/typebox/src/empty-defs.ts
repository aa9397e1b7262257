type Json = Record<string, unknown>

/**
 * Removes the `$defs` each holder an entry left holds no more. Counted once per holder, after
 * every entry moved: counting after each move costs the square of a `$defs`' size.
 *
 * @param holders - The nodes entries were moved out of.
 */
export function dropEmptyDefs(holders: Iterable<Json>): void {
  for (const holder of holders) {
    const defs = holder.$defs
    if (typeof defs === 'object' && defs !== null && Object.keys(defs).length === 0) {
      delete holder.$defs
    }
  }
}
