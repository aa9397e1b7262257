import type { StandardSchemaV1 } from '@polytool/core'

/** A tool made for an attack, and every input its `execute` received. */
export interface RecordingTool {
  /** The tool: call its `execute` with the attack's input. */
  readonly tool: {
    /**
     * Runs the tool on an input, through its whole pipeline, as a call would.
     *
     * @param input - The attack's input.
     * @returns What the call answers: the output, or a failure value.
     */
    execute(input: unknown): Promise<unknown>
  }
  /** What `execute` received, call by call. */
  readonly received: unknown[]
}

/** An adapter's `createTool`, as an attack calls it. */
type CreateTool = (options: never) => unknown

/**
 * Makes a tool with an adapter's `createTool` whose `execute` records what it received, for an
 * attack that checks what reaches `execute`.
 *
 * @param createTool - The adapter's `createTool` (`@polytool/zod`, …).
 * @param inputSchema - The schema under attack.
 * @returns The tool and the inputs its `execute` received.
 *
 * @example
 * ```ts fragment
 * import { recordingTool } from '@polytool/conformance'
 * import { createTool } from '@polytool/zod'
 * import { z } from 'zod'
 *
 * const { tool, received } = recordingTool(createTool, z.object({ a: z.string() }))
 * await tool.execute({ a: 'x' })
 * received // [{ a: 'x' }]
 * ```
 */
export function recordingTool(
  createTool: CreateTool,
  inputSchema: StandardSchemaV1,
): RecordingTool {
  const received: unknown[] = []
  const tool = createTool({
    id: 'attacked',
    description: 'A tool under attack',
    inputSchema,
    execute: (input: unknown) => {
      received.push(input)
      return 'ran'
    },
  } as never) as RecordingTool['tool']
  return { tool, received }
}

/**
 * What `define` threw: for an attack that expects `createTool` to refuse a schema.
 *
 * @param define - Makes the tool.
 * @returns The error it threw; fails the test when it threw none.
 *
 * @example
 * ```ts fragment
 * import { thrownBy } from '@polytool/conformance'
 *
 * thrownBy(() => JSON.parse('{')) // SyntaxError
 * ```
 */
export function thrownBy(define: () => unknown): unknown {
  try {
    define()
  } catch (error) {
    return error
  }
  throw new Error('expected the definition to throw')
}
