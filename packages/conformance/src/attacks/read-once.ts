import { createTool, type StandardSchemaV1 } from '@polytool/core'
import { expect } from 'vitest'

/**
 * An input whose `a` is a getter: a string the first two times it is read (core's look at the
 * input's size, then the validator), a number after. A library that checks the caller's own
 * object and hands it on lets `execute` read the number.
 *
 * @param depth - How many objects `a` is nested in (1: `{ a }`).
 * @returns The input.
 */
export function changingInput(depth: number): object {
  let reads = 0
  const leaf = {
    get a() {
      reads++
      return reads <= 2 ? 'x' : 42
    },
  }
  let input: object = leaf
  for (let level = 1; level < depth; level++) input = { a: input }
  return input
}

/**
 * Defines a tool on `{ a: string }` nested `depth` levels, sends an input whose innermost `a`
 * answers a string once and a number after, and checks `execute` never sees anything but a
 * string there: the value validated is the one handed on.
 *
 * @param inputSchema - `nested(depth)`, bound to the library's adapter.
 * @param depth - How many objects `a` is nested in.
 * @param id - The tool's id.
 * @returns Once the checks are done.
 */
export async function expectValidatedValueHandedOn(
  inputSchema: StandardSchemaV1,
  depth: number,
  id: string,
): Promise<void> {
  const received: unknown[] = []
  const tool = createTool({
    id,
    description: 'A tool whose input has a getter',
    inputSchema,
    execute: (input: unknown) => {
      let leaf = input as Record<string, unknown>
      for (let level = 1; level < depth; level++) leaf = leaf.a as Record<string, unknown>
      // Read twice, as a tool's code might.
      received.push(leaf.a, leaf.a)
      return 'ran'
    },
  })
  const result = await tool.execute(changingInput(depth) as never)
  // Refusing the input is safe too; handing on what was not validated is not.
  if (result === 'ran') expect(received, 'what execute read of a').toEqual(['x', 'x'])
  else expect(received).toEqual([])
}
