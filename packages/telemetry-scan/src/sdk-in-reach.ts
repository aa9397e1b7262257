import { existsSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The packages that make spans: the OpenTelemetry SDK's, and the OpenAI Agents SDK, which traces
 * on its own. A test can make a span only with one of them, and can load one only when its
 * package names it (pnpm links nothing else in reach). A package that names the scan itself
 * asks for it.
 */
export const SPAN_SDKS = [
  '@opentelemetry/sdk-trace-base',
  '@opentelemetry/sdk-trace-node',
  '@opentelemetry/sdk-trace',
  '@opentelemetry/sdk-node',
  '@openai/agents',
  '@polytool/telemetry-scan',
] as const

/**
 * Where `name` resolves from `file`, as Node looks it up (each `node_modules` up the tree).
 *
 * @param file - the importing file
 * @param name - a package name
 * @returns the package's real directory, or `undefined` when it is not in reach
 */
export function packageDirFrom(file: string, name: string): string | undefined {
  let dir = dirname(file)
  for (;;) {
    const candidate = join(dir, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate)
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}

/**
 * The span SDKs in reach of a test file.
 *
 * @param testFile - the test file
 * @returns each SDK the file can load, with its real directory
 */
export function spanSdksInReach(testFile: string): Array<{ name: string; dir: string }> {
  return SPAN_SDKS.flatMap((name) => {
    const dir = packageDirFrom(testFile, name)
    return dir === undefined ? [] : [{ name, dir }]
  })
}
