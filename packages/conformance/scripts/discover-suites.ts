import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A workspace package whose tests run the conformance kit, and the suites they register. */
export interface ConformanceProject {
  /** The vitest project name (`sourceProject('<name>')` in its `vitest.config.ts`). */
  readonly project: string
  /** The names given to `describeConformance`, in file order: the matrix's columns. */
  readonly suites: readonly string[]
}

const SUITE_CALL = /describeConformance\(\s*['"]([^'"]+)['"]/g
const PROJECT_NAME = /sourceProject\(\s*['"]([^'"]+)['"]/

/**
 * Finds the packages under `packages/` whose tests call `describeConformance`, so a new adapter
 * gets its matrix column without editing this script.
 */
export function discoverConformanceProjects(root: string): ConformanceProject[] {
  const found: ConformanceProject[] = []
  const packages = join(root, 'packages')
  for (const dir of readdirSync(packages).sort()) {
    const config = join(packages, dir, 'vitest.config.ts')
    if (!existsSync(config)) continue
    const project = PROJECT_NAME.exec(readFileSync(config, 'utf8'))?.[1] ?? dir
    const suites = testFiles(join(packages, dir, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(SUITE_CALL)].map((match) => match[1]!),
    )
    // The suite named after the project comes first: `zod`, then `zod-mini`.
    suites.sort((a, b) => Number(b === project) - Number(a === project))
    if (suites.length > 0) found.push({ project, suites })
  }
  return found
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}
