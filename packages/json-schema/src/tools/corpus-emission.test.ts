import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { createTool as createArkTypeTool } from '@polytool/arktype'
import type { AnyTool } from '@polytool/core'
import { createTool as createValibotTool } from '@polytool/valibot'
import { createTool as createZodTool } from '@polytool/zod'
import { describe, expect, it, vi } from 'vitest'
import { corpusSchemaBuilders, corpusTools } from '../../../../bench/src/corpus-tools'
import { PROFILES, type TestProfile } from '../test-fixtures/profiles'
import { toProviderTools } from './to-provider-tools'

// Every emission of the bench corpus (117 tools × 3 libraries × 7 profiles), hashed per tool and
// compared with a fixture recorded from an earlier version, so a restructure of the pipeline
// cannot change a schema, a warning or a decode result silently. `POLYTOOL_RECORD_EMISSIONS=1`
// records the fixture again, for a change of output that is meant.
const FIXTURE = new URL('./test-fixtures/corpus-emissions.json', import.meta.url)
const recording = process.env.POLYTOOL_RECORD_EMISSIONS === '1'
const corpus = corpusTools(117)
const createTools = { zod: createZodTool, valibot: createValibotTool, arktype: createArkTypeTool }
type Library = keyof typeof createTools
const LIBRARIES = Object.keys(createTools) as Library[]

function freshTools(library: Library): AnyTool[] {
  const build = corpusSchemaBuilders[library]
  return corpus.map(
    (listed) =>
      createTools[library]({
        id: listed.name,
        description: listed.description,
        inputSchema: build(listed.inputSchema, '(fixture)'),
      }) as AnyTool,
  )
}

function outcome(run: () => unknown): unknown {
  try {
    return { value: run() }
  } catch (error) {
    const { name, message, code } = error as { name: string; message: string; code?: unknown }
    return { thrown: { name, message, code } }
  }
}

function hash(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('hex')
    .slice(0, 20)
}

/** One line per tool and the list's own line: the payload, strict, warnings and two decodes. */
function emissions(
  library: Library,
  profile: TestProfile,
  tools: AnyTool[],
): Record<string, string> {
  const lines: Record<string, string> = {}
  const prefix = `${library}/${profile.id}`
  let list: ReturnType<typeof toProviderTools>
  try {
    list = toProviderTools(tools, profile.target, profile.options)
  } catch (error) {
    lines[prefix] = hash(
      outcome(() => {
        throw error
      }),
    )
    return lines
  }
  lines[prefix] = hash({
    requestOptions: list.requestOptions,
    warnings: list.warnings,
    names: list.entries.map((entry) => entry.name),
  })
  list.entries.forEach((entry, index) => {
    lines[`${prefix}/${corpus[index]!.name}`] = hash({
      payload: list.tools[index],
      strict: entry.strict,
      warnings: entry.warnings,
      empty: outcome(() => list.decode(entry.name, {})),
      wrong: outcome(() => list.decode(entry.name, { '': [null, 1.5, 'x'] })),
    })
  })
  return lines
}

function allEmissions(toolsFor: (library: Library) => AnyTool[]): Record<string, string> {
  const lines: Record<string, string> = {}
  for (const library of LIBRARIES) {
    const tools = toolsFor(library)
    for (const profile of PROFILES) Object.assign(lines, emissions(library, profile, tools))
  }
  return lines
}

// Thousands of emissions: on a busy machine this takes longer than the default timeout.
describe('the bench corpus emits what the fixture recorded', { timeout: 120_000 }, () => {
  it('with the same tools listed for every profile in turn', () => {
    // What `createTool` prints about each library's conversion is recorded as well.
    const printed: unknown[][] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args) => printed.push(args))
    const shared = new Map(LIBRARIES.map((library) => [library, freshTools(library)]))
    warn.mockRestore()
    const lines = { printed: hash(printed), ...allEmissions((library) => shared.get(library)!) }
    if (recording) writeFileSync(FIXTURE, `${JSON.stringify(lines, null, 1)}\n`)
    expect(lines).toEqual(JSON.parse(readFileSync(FIXTURE, 'utf8')))
  })

  it('with fresh tools for every profile', () => {
    const lines: Record<string, string> = {}
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const library of LIBRARIES)
      for (const profile of PROFILES)
        Object.assign(lines, emissions(library, profile, freshTools(library)))
    const { printed: _printed, ...recorded } = JSON.parse(readFileSync(FIXTURE, 'utf8'))
    expect(lines).toEqual(recorded)
    vi.restoreAllMocks()
  })
})
