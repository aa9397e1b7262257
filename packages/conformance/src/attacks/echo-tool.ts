import { createTool, type StandardSchemaV1 } from '@polytool/core'

/** A tool built for an attack, as the attack calls it. */
export interface AnyExecutable {
  /**
   * Runs the tool on an input, through its whole pipeline, as a call would.
   *
   * @param input - The attack's input.
   * @returns What the call answers: the output, or a failure value.
   */
  execute(input: unknown): Promise<unknown>
}

/**
 * Makes a tool that returns its input, with one schema as its input and output schema: the value
 * is checked on its way in and again on its way out.
 *
 * @param schema - The schema, bound to the library's adapter.
 * @param onExecute - Called with what `execute` received.
 * @returns The tool.
 */
export function echoTool(
  schema: StandardSchemaV1,
  onExecute: (value: unknown) => void,
): AnyExecutable {
  return createTool({
    id: 'echo',
    description: 'Echoes its input',
    inputSchema: schema,
    outputSchema: schema,
    execute: (value: unknown) => {
      onExecute(value)
      return value
    },
  } as never) as unknown as AnyExecutable
}
