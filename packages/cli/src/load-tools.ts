import { readdir, stat } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyTool } from '@polytool/core'
import { isTool } from '@polytool/core'
import { UsageError } from './args'
import { thrownMessage } from './shown'

/** A tool found in a module, with where it was exported. */
export interface FoundTool {
  readonly tool: AnyTool
  /** The tool's id, read once: a hostile tool could answer differently on each read. */
  readonly id: string
  /** `file#export`, `file#export[0]` or `file#export.key`, relative to the working directory. */
  readonly source: string
}

/** A module that could not be loaded, or an export of it that could not be read. */
export interface LoadFailure {
  readonly file: string
  readonly message: string
}

/** The tools of a module or folder, and the modules that failed to load. */
export interface LoadedTools {
  readonly files: readonly string[]
  readonly tools: readonly FoundTool[]
  readonly failures: readonly LoadFailure[]
}

const MODULE_EXTENSIONS = new Set(['.ts', '.mts', '.js', '.mjs'])
const SKIPPED = /\.(test|spec|test-d)\.[cm]?[jt]s$|\.d\.[cm]?ts$/

/**
 * Imports a module, or every module file of a folder (not its subfolders, not tests nor
 * declaration files), and collects the tools they export: tools, and arrays and records of
 * tools. A tool exported twice is listed once. A module that does not finish loading within
 * `moduleTimeoutMs` (a top-level `await` that never settles) is a failure, and the others are
 * still loaded. Throws `UsageError` when the path does not exist.
 */
export async function loadTools(
  path: string,
  cwd: string,
  moduleTimeoutMs: number,
): Promise<LoadedTools> {
  const absolute = resolve(cwd, path)
  const files = await moduleFiles(absolute, path)
  const tools: FoundTool[] = []
  const failures: LoadFailure[] = []
  const seen = new Set<AnyTool>()
  for (const file of files) {
    const shown = relative(cwd, file) || file
    let exports: Record<string, unknown>
    try {
      exports = await importWithin(file, moduleTimeoutMs)
    } catch (error) {
      failures.push({ file: shown, message: thrownMessage(error) })
      continue
    }
    for (const found of toolsIn(exports, shown, failures)) {
      if (seen.has(found.tool)) continue
      seen.add(found.tool)
      tools.push(found)
    }
  }
  return { files: files.map((file) => relative(cwd, file) || file), tools, failures }
}

class ModuleTimeout extends Error {
  override readonly name = 'ModuleTimeout'
}

// The timer also keeps the process alive: a pending top-level `await` alone would let Node end
// the process (exit 13) before any report is written.
async function importWithin(file: string, timeoutMs: number): Promise<Record<string, unknown>> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ModuleTimeout(
            `the module did not finish loading within ${timeoutMs} ms (a top-level await that never settles?); raise --module-timeout-ms if it is slow`,
          ),
        ),
      timeoutMs,
    )
  })
  try {
    return (await Promise.race([import(pathToFileURL(file).href), expired])) as Record<
      string,
      unknown
    >
  } finally {
    clearTimeout(timer)
  }
}

async function moduleFiles(absolute: string, given: string): Promise<string[]> {
  const info = await stat(absolute).catch(() => undefined)
  if (info === undefined) throw new UsageError(`no such file or folder: ${given}`)
  if (info.isFile()) return [absolute]
  const names = (await readdir(absolute)).sort()
  const files = names
    .filter((name) => MODULE_EXTENSIONS.has(extname(name)) && !SKIPPED.test(name))
    .map((name) => join(absolute, name))
  if (files.length === 0) {
    throw new UsageError(`the folder ${given} has no .ts, .mts, .js or .mjs module`)
  }
  return files
}

/**
 * The tools of a module's exports. An export that throws while it is read (a getter, a Proxy
 * trap, a binding not yet initialized) is a failure of its own; the other exports are still read.
 */
function toolsIn(exports: Record<string, unknown>, file: string, failures: LoadFailure[]) {
  const found: FoundTool[] = []
  let names: string[]
  try {
    names = Object.keys(exports)
  } catch (error) {
    failures.push({ file, message: `the module's exports cannot be read: ${thrownMessage(error)}` })
    return found
  }
  for (const name of names) {
    try {
      found.push(...toolsOfExport(exports[name], `${file}#${name}`))
    } catch (error) {
      failures.push({
        file: `${file}#${name}`,
        message: `this export cannot be read: ${thrownMessage(error)}`,
      })
    }
  }
  return found
}

// All or nothing per export: a Proxy may fail half way through an array or a record.
function toolsOfExport(value: unknown, source: string): FoundTool[] {
  const tool = asTool(value, source)
  if (tool !== undefined) return [tool]
  if (typeof value !== 'object' || value === null) return []
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index): [string, unknown] => [`[${index}]`, item])
    : Object.entries(value).map(([key, item]): [string, unknown] => [`.${key}`, item])
  return entries.flatMap(([at, item]) => asTool(item, `${source}${at}`) ?? [])
}

function asTool(value: unknown, source: string): FoundTool | undefined {
  if (!isTool(value)) return undefined
  const id = value.id
  // A getter may hand isTool a string and the next read something else.
  if (typeof id !== 'string') throw new TypeError(`the tool's id is not a string on a second read`)
  return { tool: value, id, source }
}
