import { readdir, stat } from 'node:fs/promises'
import { extname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AnyTool } from '@polytool/core'
import { isTool } from '@polytool/core'
import { UsageError } from './args'

/** A tool found in a module, with where it was exported. */
export interface FoundTool {
  readonly tool: AnyTool
  /** `file#export`, `file#export[0]` or `file#export.key`, relative to the working directory. */
  readonly source: string
}

/** A module that could not be loaded. */
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
 * tools. A tool exported twice is listed once. Throws `UsageError` when the path does not exist.
 */
export async function loadTools(path: string, cwd: string): Promise<LoadedTools> {
  const absolute = resolve(cwd, path)
  const files = await moduleFiles(absolute, path)
  const tools: FoundTool[] = []
  const failures: LoadFailure[] = []
  const seen = new Set<AnyTool>()
  for (const file of files) {
    const shown = relative(cwd, file) || file
    let exports: Record<string, unknown>
    try {
      exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    } catch (error) {
      failures.push({
        file: shown,
        message: error instanceof Error ? error.message : String(error),
      })
      continue
    }
    for (const found of toolsIn(exports, shown)) {
      if (seen.has(found.tool)) continue
      seen.add(found.tool)
      tools.push(found)
    }
  }
  return { files: files.map((file) => relative(cwd, file) || file), tools, failures }
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

function* toolsIn(exports: Record<string, unknown>, file: string): Generator<FoundTool> {
  for (const [name, value] of Object.entries(exports)) {
    if (isTool(value)) {
      yield { tool: value, source: `${file}#${name}` }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries())
        if (isTool(item)) yield { tool: item, source: `${file}#${name}[${index}]` }
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of entriesOf(value))
        if (isTool(item)) yield { tool: item, source: `${file}#${name}.${key}` }
    }
  }
}

// An exported object may be anything (a proxy, a class with throwing getters): skip what cannot be read.
function entriesOf(value: object): [string, unknown][] {
  try {
    return Object.entries(value)
  } catch {
    return []
  }
}
