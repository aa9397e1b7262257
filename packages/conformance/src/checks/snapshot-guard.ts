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
  if (recorded(snapshotState, currentTestName, testId)) return
  throw new Error(
    `no snapshot of the emitted schemas yet for "${currentTestName}" (${library}), in ${snapshotState.snapshotPath}. Write it with \`npx vitest run -u\` in the adapter's package (or \`pnpm vitest run --project <project> -u\` from the root), read what it recorded, and commit the .snap file.`,
  )
}

type State = NonNullable<ReturnType<typeof expect.getState>['snapshotState']>

// vitest 4 can be asked; vitest 3 (in the kit's peer range) keeps the recorded data by key.
function recorded(state: State, testName: string, testId: string): boolean {
  if (typeof state.probeExpectedSnapshot === 'function') {
    return state.probeExpectedSnapshot({ testName, testId, isInline: false }).data !== undefined
  }
  const data = (state as unknown as { _snapshotData?: Record<string, string> })._snapshotData
  return data === undefined || data[`${testName} 1`] !== undefined
}
