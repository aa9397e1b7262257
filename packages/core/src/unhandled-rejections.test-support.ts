// The part of Node's `process` the tests listen on; core's own types leave Node out.
interface RejectionEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown
}

/**
 * Runs `run`, then waits a moment, and gives the reasons of the promise rejections nobody
 * handled meanwhile: one of them would end a Node process.
 *
 * @param run - The code under test.
 * @returns The rejections left unhandled.
 */
export async function unhandledRejectionsOf(run: () => unknown): Promise<unknown[]> {
  const unhandled: unknown[] = []
  const listener = (reason: unknown) => unhandled.push(reason)
  const events = (globalThis as unknown as { process: RejectionEvents }).process
  events.on('unhandledRejection', listener)
  try {
    await run()
    await new Promise((resolve) => setTimeout(resolve, 20))
  } finally {
    events.off('unhandledRejection', listener)
  }
  return unhandled
}
