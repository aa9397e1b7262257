/** The part of Node's `process` the check listens on; the kit runs under Node (vitest). */
interface RejectionEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
}

/** How long unhandled rejections are given to surface once the run has answered. */
const SETTLE_MS = 20

/**
 * Runs `run` and collects every promise rejection left unhandled while it ran, and in the
 * moments after: a library that drops a rejected promise crashes a Node process with default
 * settings, even when `run` itself answers.
 *
 * @param run - The code under attack.
 * @returns What `run` answered, and the reasons of the rejections nobody handled.
 * @example
 * import { collectUnhandledRejections } from '@polytool/conformance'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * const tool = createTool({
 *   id: 'lookup',
 *   description: 'Looks a code up',
 *   inputSchema: z.object({ a: z.string() }),
 *   execute: async ({ a }) => a,
 * })
 * const { result, unhandled } = await collectUnhandledRejections(() => tool.execute({ a: 'x' }))
 * // unhandled: [] when every rejection was handled
 */
export async function collectUnhandledRejections<T>(
  run: () => Promise<T>,
): Promise<{ result: T; unhandled: unknown[] }> {
  const events = (globalThis as { process?: RejectionEvents }).process
  const unhandled: unknown[] = []
  const listener = (reason: unknown) => {
    unhandled.push(reason)
  }
  events?.on('unhandledRejection', listener)
  try {
    const result = await run()
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    return { result, unhandled }
  } finally {
    events?.off('unhandledRejection', listener)
  }
}
