import { appendFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { plantedValues } from './planted'
import { hookRequestContext } from './request-context-hook'
import { type ExportedText, exportedTexts } from './scan'
import { hookSdk, onSpanEnded } from './sdk-hook'

export type { ChildTelemetry } from './leaks'

/**
 * The file through which processes a test spawns hand their telemetry to the test's scan: the
 * setup file names it in the environment, which spawned processes inherit.
 */
export const CHILD_TELEMETRY_ENV = 'POLYTOOL_TELEMETRY_SCAN_FILE'

/** One line of that file: an exported text of the child, or a value the child planted. */
type Line = { readonly text: ExportedText } | { readonly planted: string }

/**
 * For a process a test spawns (a worker, an agent): hooks its OpenTelemetry SDK and its request
 * contexts as the setup file does in the test, and writes each span's texts as it ends, with
 * the values the process planted, to the file the test's scan reads after each test. Each line
 * is written at once, so what a process exported before it is killed is scanned too.
 *
 * @returns nothing
 * @example
 * // At the top of a fixture script run in a process of its own:
 * scanThisProcess()
 */
export function scanThisProcess(): void {
  const file = process.env[CHILD_TELEMETRY_ENV]
  if (!file) {
    throw new Error(
      `${CHILD_TELEMETRY_ENV} is not set: spawn this process from a test project that runs @polytool/telemetry-scan/setup, with the environment it set`,
    )
  }
  hookSdk()
  hookRequestContext()
  const written = new Set<string>()
  onSpanEnded((span) => {
    const lines: Line[] = [...exportedTexts([span], [])].map((text) => ({ text }))
    for (const value of plantedValues()) {
      if (!written.has(value)) lines.push({ planted: value })
      written.add(value)
    }
    appendFileSync(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''))
  })
}

/**
 * The texts and planted values the spawned processes wrote since the last call, read and cleared.
 *
 * @param file - the file named in the environment
 * @returns what the processes exported, and the values they planted
 */
export function takeChildTelemetry(file: string): { texts: ExportedText[]; planted: string[] } {
  let content = ''
  try {
    content = readFileSync(file, 'utf8')
    writeFileSync(file, '')
  } catch {
    // No process wrote anything.
  }
  const texts: ExportedText[] = []
  const planted: string[] = []
  for (const line of content.split('\n')) {
    if (line === '') continue
    const parsed = JSON.parse(line) as Line
    if ('text' in parsed) texts.push(parsed.text)
    else planted.push(parsed.planted)
  }
  return { texts, planted }
}

/**
 * Removes the file when the test file ends.
 *
 * @param file - the file named in the environment
 * @returns nothing
 */
export function removeChildTelemetry(file: string): void {
  rmSync(file, { force: true })
}
