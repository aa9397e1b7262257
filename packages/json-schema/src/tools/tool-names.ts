import type { ProviderTarget } from '../options'

interface NameRule {
  readonly pattern: RegExp
  /** The rule in words, for messages. */
  readonly rule: string
  /** Whether the provider rejects other names (`true`) or only recommends the rule. */
  readonly enforced: boolean
}

// OpenAI: the SDK's FunctionDefinition docs. Anthropic: `^[a-zA-Z0-9_-]{1,64}$` as its docs state
// it (the stricter of the published forms). Gemini: PROVIDER_RULES.md plus the SDK's "must start
// with a letter or an underscore". MCP 2025-11-25: a SHOULD, so only a warning.
const NAME_RULES: Readonly<Record<ProviderTarget, NameRule>> = {
  openai: {
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    rule: '1 to 64 characters among A-Z a-z 0-9 _ -',
    enforced: true,
  },
  anthropic: {
    pattern: /^[A-Za-z0-9_-]{1,64}$/,
    rule: '1 to 64 characters among A-Z a-z 0-9 _ -',
    enforced: true,
  },
  gemini: {
    pattern: /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/,
    rule: '1 to 128 characters among A-Z a-z 0-9 _ . : -, starting with a letter or _',
    enforced: true,
  },
  mcp: {
    pattern: /^[A-Za-z0-9_.-]{1,128}$/,
    rule: '1 to 128 characters among A-Z a-z 0-9 _ . -',
    enforced: false,
  },
}

/** What is wrong with a tool id as a function name for a target, or `undefined` when it fits. */
export function toolNameProblem(
  target: ProviderTarget,
  name: string,
): { readonly message: string; readonly enforced: boolean } | undefined {
  const { pattern, rule, enforced } = NAME_RULES[target]
  if (pattern.test(name)) return undefined
  return {
    message: `tool names must be ${rule}; the id ${JSON.stringify(name)} is not`,
    enforced,
  }
}
