import type { ProviderSchema } from '../to-provider-schema'

/** The tool's example inputs, encoded the way the model sends them under the emitted schema. */
export function encodeExamples(
  examples: readonly { readonly input: Record<string, unknown> }[] | undefined,
  emitted: ProviderSchema,
): Record<string, unknown>[] {
  return (examples ?? []).map((example) => emitted.encode(example.input) as Record<string, unknown>)
}

/**
 * A description with the examples appended, for providers without a field for examples.
 *
 * @example
 * withExamples('Get the weather', [{ city: 'Paris' }])
 * // 'Get the weather\n\nExample inputs:\n{"city":"Paris"}'
 */
export function withExamples(description: string, examples: readonly unknown[]): string {
  if (examples.length === 0) return description
  const lines = examples.map((example) => JSON.stringify(example)).join('\n')
  return `${description}\n\nExample inputs:\n${lines}`
}
