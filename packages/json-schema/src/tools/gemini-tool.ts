import { isObject } from '../json-schema'
import type { EmittedInput } from './emit-input'
import type { GeminiFunctionDeclaration, ObjectJsonSchema } from './payloads'

/** A Gemini function declaration; a tool without parameters gets no schema field at all. */
export function geminiFunctionDeclaration(
  mode: 'parameters' | 'parametersJsonSchema',
  name: string,
  description: string,
  input: EmittedInput,
): GeminiFunctionDeclaration {
  const schema = input.emitted.schema
  if (schema === undefined || !hasParameters(schema)) return { name, description }
  return mode === 'parametersJsonSchema'
    ? { name, description, parametersJsonSchema: schema as ObjectJsonSchema }
    : { name, description, parameters: schema }
}

function hasParameters(schema: Readonly<Record<string, unknown>>): boolean {
  return !isObject(schema.properties) || Object.keys(schema.properties).length > 0
}
