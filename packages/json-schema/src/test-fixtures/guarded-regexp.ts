/**
 * Runs `work` while `globalThis.RegExp` is a Proxy that records and refuses every call, and
 * while any assignment to `globalThis.RegExp` is recorded: a hardened realm, or a host whose
 * RegExp is instrumented, must never see a schema pattern nor lose its RegExp.
 */
export function withGuardedRegExp<T>(work: () => T): {
  result: T
  calls: unknown[]
  writes: unknown[]
} {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'RegExp')!
  const calls: unknown[] = []
  const writes: unknown[] = []
  const refuse = (_target: unknown, args: unknown[]) => {
    calls.push(args[0])
    throw new Error('the global RegExp was called')
  }
  const guard = new Proxy(original.value as RegExpConstructor, {
    apply: refuse,
    construct: refuse,
  })
  Object.defineProperty(globalThis, 'RegExp', {
    configurable: true,
    get: () => guard,
    set: (value) => writes.push(value),
  })
  try {
    return { result: work(), calls, writes }
  } finally {
    Object.defineProperty(globalThis, 'RegExp', original)
  }
}
