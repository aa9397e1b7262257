/** How long an attack may run before it fails as a hang; the assertions are on sizes and codes. */
export const HANG_GUARD_MS = 20_000

/** The vitest timeout of a guarded attack: past the guard, so the guard's message is the one shown. */
export const ATTACK_TIMEOUT_MS = HANG_GUARD_MS + 10_000

/** Which `describeAttacks` option sets the size of an attack, and the size it ran with. */
export interface AttackSize {
  readonly option: 'valueDepth' | 'wrongItems' | 'schemaDepth' | 'enumMembers'
  readonly size: number
}

/**
 * Runs one attack and fails it, naming the option that sized it, when it takes longer than
 * `guardMs`: a library that is merely slow on the machine can be probed with a smaller size,
 * and a hang is told apart from a failed assertion.
 *
 * @param run - The attack.
 * @param size - The option and the size it ran with.
 * @param guardMs - How long it may take.
 * @returns What the attack returned.
 */
export async function withinHangGuard<T>(
  run: () => T | Promise<T>,
  size: AttackSize,
  guardMs = HANG_GUARD_MS,
): Promise<T> {
  const started = performance.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(hangError(size, guardMs)), guardMs)
  })
  try {
    const result = await Promise.race([Promise.resolve().then(run), guard])
    // A synchronous validator holds the event loop: the timer cannot fire before it returns.
    if (performance.now() - started > guardMs) throw hangError(size, guardMs)
    return result
  } finally {
    clearTimeout(timer)
  }
}

function hangError({ option, size }: AttackSize, guardMs: number): Error {
  return new Error(
    `the attack took longer than ${guardMs / 1000} s with ${option}: ${size.toLocaleString('en')}. If the library is only slow on this machine, pass a smaller \`${option}\` in describeAttacks' options (e.g. { ${option}: ${Math.max(1, Math.floor(size / 4))} }) and say why; if it grows faster than the size, it is not linear: that is the finding.`,
  )
}
