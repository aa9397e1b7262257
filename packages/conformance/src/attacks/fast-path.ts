import {
  type AnyTool,
  createTool,
  type JsonSchemaAdapter,
  runToolPipeline,
  type StandardSchemaV1,
  withAdapter,
} from '@polytool/core'
import { describe, expect, it } from 'vitest'
import { isSupported } from '../fixture-set'
import type { AttackFixtures } from './fixtures'

const SECRET = 'sk-live-4f9a8b7c6d5e4f3a2b1c0d9e'
const PASSWORD = 'p'.repeat(40)

// What a caller sends, made fresh for each call (a getter or a thenable is read once per call).
const hostileInputs: Record<string, () => unknown> = {
  empty: () => ({}),
  'a string field': () => ({ a: 'x' }),
  'a number field': () => ({ a: 1 }),
  'credentials with a secret': () => ({ password: SECRET, note: `note ${SECRET}` }),
  'valid credentials': () => ({ password: PASSWORD, note: 'ok' }),
  'nested objects': () => ({ opts: { a: 'x' }, list: [{ a: 'y' }], children: [{ children: [] }] }),
  'arrays where objects belong': () => ({
    opts: [],
    list: [[]],
    t: [[], 'x'],
    u: [],
    r: { x: [] },
  }),
  array: () => [],
  null: () => null,
  string: () => 'x',
  number: () => 42,
  // biome-ignore lint/suspicious/noThenProperty: a thenable is the point
  'a thenable': () => ({ then: (resolve: (value: unknown) => void) => resolve({ a: 'x' }) }),
  'a promise': () => Promise.resolve({ a: 'x' }),
  'a promise in a field': () => ({ a: Promise.resolve('x') }),
  'a getter that throws a secret': () => ({
    get a(): string {
      throw new Error(SECRET)
    },
  }),
  'inherited key names': () => JSON.parse('{"constructor":1,"valueOf":2,"__proto__":{"a":"x"}}'),
  'a huge string': () => ({ a: 'x'.repeat(1_000_000), password: 'y'.repeat(1_000_000) }),
  'many wrong numbers': () => ({ xs: Array.from({ length: 5_000 }, (_, index) => `${index}`) }),
}

// What `execute` answers: the output schema is `credentials` ({ password ≥ 40, note ≤ 5 }).
const answers: Record<string, () => unknown> = {
  valid: async () => ({ password: PASSWORD, note: 'ok' }),
  'valid, sync': () => ({ password: PASSWORD, note: 'ok' }),
  'invalid, quoting a secret': async () => ({ password: SECRET, note: `${SECRET}${SECRET}` }),
  'a promise in the output': async () => ({ password: Promise.resolve(PASSWORD), note: 'ok' }),
  'an array': async () => [],
  'a getter that throws': async () => ({
    password: PASSWORD,
    get note(): string {
      throw new Error(SECRET)
    },
  }),
  'throws a secret': () => {
    throw new Error(`password=${SECRET}`)
  },
  'rejects with a secret': async () => {
    throw new Error(`password=${SECRET}`)
  },
}

/**
 * Registers the check that `tool.execute(input)` without a context, which core answers on a
 * straight line of its own, answers every call as the full pipeline (`runToolPipeline`) does:
 * the same results, the same `ValidationError` values and messages, the same exceptions, for
 * hostile inputs through each of the library's attack schemas and hostile answers of `execute`.
 *
 * @param library - the name the suite is reported under
 * @param fixtures - the library's attack schemas (see `describeAttacks`)
 * @param options - the adapter to bind the schemas to
 *
 * @example
 * ```ts fragment
 * import { describeFastPath } from '@polytool/conformance'
 * import { zodAdapter } from '@polytool/zod'
 *
 * declare const attackFixtures: import('@polytool/conformance').AttackFixtures
 *
 * describeFastPath('zod', attackFixtures, { adapter: zodAdapter })
 * ```
 */
export function describeFastPath(
  library: string,
  fixtures: AttackFixtures,
  options: { adapter?: JsonSchemaAdapter } = {},
): void {
  const bind = (schema: StandardSchemaV1): StandardSchemaV1 =>
    options.adapter ? withAdapter(schema, options.adapter) : schema
  const inputSchemas = inputSchemasOf(fixtures)

  describe(`${library}: tool.execute without a context answers as the pipeline does`, () => {
    for (const [name, schema] of Object.entries(inputSchemas)) {
      it(`for hostile inputs through ${name}`, async () => {
        const tool = toolOrRefusal(() =>
          createTool({
            id: `${library}-${name}`,
            description: 'A tool under attack',
            inputSchema: bind(schema),
            execute: async (input: unknown) => ({ received: typeof input }),
          }),
        )
        // A schema refused when the tool is made never reaches a call on either path.
        if (tool === undefined) return
        for (const [label, makeInput] of Object.entries(hostileInputs)) {
          await expectSameAnswers(tool, makeInput, `${name}, ${label}`)
        }
      })
    }

    it('for every answer of execute, against the output schema', async () => {
      for (const exposeErrors of [false, true]) {
        for (const [label, answer] of Object.entries(answers)) {
          const tool = createTool({
            id: `${library}-output`,
            description: 'A tool under attack',
            inputSchema: bind(fixtures.credentials),
            outputSchema: bind(fixtures.credentials),
            execute: answer,
            exposeErrors,
          }) as AnyTool
          const settled = await expectSameAnswers(tool, hostileInputs['valid credentials']!, label)
          expect(shown(settled), label).not.toContain(SECRET)
        }
      }
    })
  })
}

// The tool, or `undefined` when `createTool` refuses the schema as it should: an async function
// the library would call synchronously (`AsyncInSyncError`).
function toolOrRefusal(create: () => unknown): AnyTool | undefined {
  try {
    return create() as AnyTool
  } catch (error) {
    expect((error as Error).name).toBe('AsyncInSyncError')
    return undefined
  }
}

// The attack schemas a tool may take as its input, those the library supports.
function inputSchemasOf(fixtures: AttackFixtures): Record<string, StandardSchemaV1> {
  const candidates: Record<string, unknown> = {
    credentials: fixtures.credentials,
    numbers: fixtures.numbers,
    tree: fixtures.tree,
    optionalObjects: fixtures.optionalObjects,
    nullableObject: fixtures.nullableObject,
    tupleObjects: fixtures.tupleObjects,
    patternRecord: fixtures.patternRecord,
    unionObjects: fixtures.unionObjects,
    objectOrString: fixtures.objectOrString,
    inheritedKeys: fixtures.inheritedKeys,
    promisedValue: fixtures.promisedValue,
    rejecting: fixtures.rejecting(new Error(`rejected: ${SECRET}`)),
    asyncTransformInSyncPipe: fixtures.asyncTransformInSyncPipe(new Error(`rejected: ${SECRET}`)),
    promisedCheck: fixtures.promisedCheck?.((value) =>
      value === 'x' ? Promise.reject(new Error(SECRET)) : true,
    ),
  }
  const supported: Record<string, StandardSchemaV1> = {}
  for (const [name, schema] of Object.entries(candidates)) {
    if (schema !== undefined && isSupported(schema as StandardSchemaV1)) {
      supported[name] = schema as StandardSchemaV1
    }
  }
  return supported
}

// What a caller is shown of a settled call: the result or the exception's message, never its
// cause, which stays on the host.
function shown(settled: unknown): string {
  const { resolved, message } = settled as { resolved?: unknown; message?: string }
  return JSON.stringify({ resolved, message })
}

// A settled call, comparable with `toEqual`: an exception by its class and own properties.
async function settle(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return { resolved: await call() }
  } catch (error) {
    if (!(error instanceof Error)) return { rejectedWith: error }
    const { stack: _stack, ...own } = Object.getOwnPropertyDescriptors(error)
    return {
      rejected: error.constructor.name,
      message: error.message,
      own: Object.fromEntries(Object.entries(own).map(([key, { value }]) => [key, value])),
    }
  }
}

async function expectSameAnswers(
  tool: AnyTool,
  makeInput: () => unknown,
  label: string,
): Promise<unknown> {
  const straight = await settle(() => tool.execute?.(makeInput() as never) as Promise<unknown>)
  const pipeline = await settle(() => runToolPipeline(tool, makeInput()))
  expect(straight, label).toEqual(pipeline)
  return straight
}
