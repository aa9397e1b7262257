import { expect } from 'vitest'

/**
 * Fails when a test's snapshot has not been written yet, unless snapshots are being updated:
 * vitest would write it silently outside CI, and a first run would then pass with whatever the
 * adapter emits, declared gaps or not.
 *
 * @param testId - The running test's `task.id`.
 * @param library - The library's name, for the message.
 */
export function requireSnapshot(testId: string, library: string): void {
  const { snapshotState, currentTestName } = expect.getState()
  if (snapshotState === undefined || currentTestName === undefined) return
  if (snapshotState.snapshotUpdateState === 'all') return
  const expected = snapshotState.probeExpectedSnapshot({
    testName: currentTestName,
    testId,
    isInline: false,
  })
  if (expected.data !== undefined) return
  throw new Error(
    `no snapshot of the emitted schemas yet for "${currentTestName}" (${library}), in ${snapshotState.snapshotPath}. Write it with \`npx vitest run -u\` in the adapter's package (or \`pnpm vitest run --project <project> -u\` from the root), read what it recorded, and commit the .snap file.`,
  )
}
