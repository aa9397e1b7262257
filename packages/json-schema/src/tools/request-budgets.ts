import { emittedSize, emittedUsage } from '../measure'
import type { ProviderTarget } from '../options'
import { providerRules } from '../rules'

/** One quantity a request limits across its strict tools. */
export interface BudgetDimension {
  /** What is counted, in words. */
  readonly what: string
  readonly limit: number
}

/** What a target allows across all the strict tools of one request. */
export interface RequestBudget {
  /** The provider, as messages name it. */
  readonly label: string
  /** Most strict tools per request, when limited. */
  readonly strictTools: number | undefined
  readonly dimensions: readonly BudgetDimension[]
  /** How much of each dimension one strict emitted input schema uses, in the order of `dimensions`. */
  readonly usage: (schema: object) => readonly number[]
}

const anthropic = providerRules['anthropic-strict'].budgets!
const openai = providerRules['openai-strict'].limits!

// OpenAI states its limits per schema; they are applied across the strict tools of a request
// too, the safe reading when a request sends several strict schemas.
const REQUEST_BUDGETS: Partial<Record<ProviderTarget, RequestBudget>> = {
  anthropic: {
    label: 'Anthropic',
    strictTools: anthropic.strictTools,
    dimensions: [
      { what: 'optional parameters', limit: anthropic.optionalParameters },
      { what: 'parameters with anyOf or type lists', limit: anthropic.unionParameters },
    ],
    usage: (schema) => {
      const usage = emittedUsage(schema)
      return [usage.optionalParameters, usage.unionParameters]
    },
  },
  openai: {
    label: 'OpenAI',
    strictTools: undefined,
    dimensions: [
      { what: 'object properties', limit: openai.properties },
      {
        what: 'characters across property names, definition names, enum and const values',
        limit: openai.totalStringLength,
      },
      { what: 'enum values', limit: openai.enumValues },
    ],
    usage: (schema) => {
      const size = emittedSize(schema, openai.largeStringEnumValues)
      return [size.properties, size.totalStringLength, size.enumValues]
    },
  },
}

/** The request budget of a target's strict mode, or `undefined` when it has none. */
export function requestBudgetFor(target: ProviderTarget): RequestBudget | undefined {
  return REQUEST_BUDGETS[target]
}

/** What a list of strict tools exceeds, in words; empty when it fits. */
export function budgetOverruns(
  budget: RequestBudget,
  usages: readonly (readonly number[])[],
): string[] {
  const over: string[] = []
  if (budget.strictTools !== undefined && usages.length > budget.strictTools) {
    over.push(`${usages.length} strict tools, the limit is ${budget.strictTools}`)
  }
  budget.dimensions.forEach((dimension, index) => {
    const total = usages.reduce((sum, usage) => sum + (usage[index] ?? 0), 0)
    if (total > dimension.limit) {
      over.push(`${total} ${dimension.what} across strict tools, the limit is ${dimension.limit}`)
    }
  })
  return over
}
