import { ignoreRejection } from './maybe-promise'

/** The part of Node's `v8.promiseHooks` used here. */
interface PromiseHooks {
  onInit(hook: (promise: Promise<unknown>) => void): () => void
}

interface NodeProcess {
  getBuiltinModule?(id: string): { promiseHooks?: PromiseHooks } | undefined
}

let hooks: PromiseHooks | null | undefined

// Node's promise hooks (Node 20.16+, 22.3+), read once; `null` where the runtime has none.
function promiseHooks(): PromiseHooks | null {
  if (hooks === undefined) {
    try {
      const process = (globalThis as { process?: NodeProcess }).process
      const found = process?.getBuiltinModule?.('node:v8')?.promiseHooks
      hooks = typeof found?.onInit === 'function' ? found : null
    } catch {
      hooks = null
    }
  }
  return hooks
}

/**
 * Runs `run` and lists the promises made while it ran synchronously (by any code it called),
 * through Node's `v8.promiseHooks`: a schema's function that returned a promise the library
 * then dropped (a default or a fallback when another key failed, an async guard) is found
 * there, and can be given a rejection handler. `made` is `undefined` on a runtime without
 * promise hooks (edge runtimes, browsers).
 *
 * @param run - the synchronous work to watch
 * @param watching - told of the list the promises are added to before `run` runs, so that a
 *   caller still has them when `run` throws
 * @returns what `run` returned, and the promises it made
 * @example
 * import { promisesMadeBy } from '@polytool/core'
 *
 * const { made } = promisesMadeBy(() => void Promise.reject(new Error('dropped')).catch(() => {}))
 * made?.length // 2 on Node: the rejected promise and the one `catch` returned
 */
export function promisesMadeBy<T>(
  run: () => T,
  watching?: (made: readonly Promise<unknown>[]) => void,
): {
  readonly result: T
  readonly made: readonly Promise<unknown>[] | undefined
} {
  const found = promiseHooks()
  if (found === null) return { result: run(), made: undefined }
  const made: Promise<unknown>[] = []
  let stop: () => void
  try {
    stop = found.onInit((promise) => {
      made.push(promise)
    })
  } catch {
    // A runtime that has the module but not the hooks.
    hooks = null
    return { result: run(), made: undefined }
  }
  watching?.(made)
  try {
    return { result: run(), made }
  } finally {
    stop()
  }
}

/**
 * `promisesMadeBy`, giving each promise made a rejection handler, also when `run` throws: a
 * library that throws after a function of the schema made a promise (a message, a default)
 * drops that promise with the exception, and its rejection would go unhandled. A handler
 * changes nothing for a promise someone else awaits.
 *
 * @param run - the synchronous work to watch
 * @returns what `run` returned, and the promises it made (each handled)
 * @example
 * import { handlingPromisesMadeBy } from '@polytool/core'
 *
 * const { result } = handlingPromisesMadeBy(() => {
 *   void Promise.reject(new Error('dropped'))
 *   return 'done'
 * }) // no unhandled rejection
 */
export function handlingPromisesMadeBy<T>(run: () => T): {
  readonly result: T
  readonly made: readonly Promise<unknown>[] | undefined
} {
  const watch: { made?: readonly Promise<unknown>[] } = {}
  try {
    return promisesMadeBy(run, (made) => {
      watch.made = made
    })
  } finally {
    for (const promise of watch.made ?? []) ignoreRejection(promise)
  }
}
