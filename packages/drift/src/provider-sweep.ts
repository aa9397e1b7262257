import type { JsonSchemaValidator } from '@polytool/conformance'
import {
  extractJsonSchema,
  type JsonSchema,
  type StandardSchemaV1,
  validateToolInput,
} from '@polytool/core'
import {
  checkProviderSchema,
  ProviderSchemaError,
  type ProviderSchemaViolation,
  toProviderSchema,
} from '@polytool/json-schema'
import type { TestProfile } from '../../json-schema/src/test-fixtures/profiles'
import { branchJudge } from './branches'
import { nullableAsJsonSchema } from './gemini-nullable'
import { isWarned, type RuntimeGaps } from './judge'
import type { ProviderProbes } from './provider-probes'

/** A tool's input schema as `toJsonSchema` describes it: what every provider emission starts from. */
export interface ToolDescription {
  readonly tool: StandardSchemaV1
  readonly schema: JsonSchema
  readonly gaps: RuntimeGaps
  /** Ajv's verdict on the 2020-12 schema's union branches, for issues under an `anyOf`. */
  readonly branches: ReturnType<typeof branchJudge>
}

/** A value the provider schema admits, which the tool refuses after `decode`, with no warning. */
export interface UndeclaredRefusal {
  readonly sent: unknown
  readonly decoded: unknown
  readonly issues: readonly { readonly path: string; readonly message: string }[]
}

/** What one emission for one provider profile showed. */
export interface ProfileSweep {
  /** The `ProviderSchemaError` code when the target refused the schema (a declared refusal). */
  readonly refused: string | undefined
  /** What `checkProviderSchema` finds wrong with what polytool emitted: none, or a fault. */
  readonly violations: readonly ProviderSchemaViolation[]
  /** Values the emitted provider schema admits, each decoded and validated by the tool. */
  readonly admitted: number
  /** Admitted values the tool refuses, declared by a warning at or above the refusing node. */
  readonly warned: number
  readonly undeclared: readonly UndeclaredRefusal[]
}

/**
 * The schema a tool describes, as every emission starts from it, with the losses and inexact
 * keywords core reports; `undefined` when the tool cannot be described at all (core throws:
 * nothing is sent, so nothing can be unsound).
 *
 * @param tool - The tool's input schema, with its adapter.
 * @param ajv - The Ajv that judges union branches of the 2020-12 schema.
 */
export function describeTool(
  tool: StandardSchemaV1,
  ajv: JsonSchemaValidator,
): ToolDescription | undefined {
  let extracted: ReturnType<typeof extractJsonSchema>
  try {
    extracted = extractJsonSchema(tool, { onUnrepresentable: 'any' })
  } catch {
    return undefined
  }
  return {
    tool,
    schema: extracted.schema,
    gaps: { lossy: extracted.warnings, inexact: extracted.inexact },
    branches: branchJudge(ajv, extracted.schema),
  }
}

// What a model is told when Gemini's declaration has no `parameters`: no argument at all.
const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false }

/**
 * Emits a tool's schema for one profile and checks it is sound: `checkProviderSchema` finds
 * nothing wrong with it, and every value the emitted schema admits (built from it, plus the given
 * samples and each of the first built values retyped at every position), once decoded, is one
 * the tool accepts, or one a warning of the emission or of `toJsonSchema` declares at or above
 * the node where the tool refuses it.
 *
 * @param described - The tool, from `describeTool`.
 * @param profile - The provider target and options.
 * @param samples - More candidate values (the kit's samples); those the schema refuses are dropped.
 * @param probes - The values each emitted schema admits.
 */
export async function sweepProfile(
  described: ToolDescription,
  profile: TestProfile,
  samples: readonly unknown[],
  probes: ProviderProbes,
): Promise<ProfileSweep> {
  let emitted: ReturnType<typeof toProviderSchema>
  try {
    emitted = toProviderSchema(described.schema, profile.target, profile.options)
  } catch (error) {
    if (!(error instanceof ProviderSchemaError)) throw error
    return { refused: error.code, violations: [], admitted: 0, warned: 0, undeclared: [] }
  }
  const violations =
    emitted.schema === undefined
      ? []
      : checkProviderSchema(emitted.schema, profile.target, profile.options)
  const admitted = probes.admitted(asAjvReadsIt(emitted.schema, profile), samples)
  const gaps: RuntimeGaps = {
    lossy: [
      ...described.gaps.lossy,
      ...emitted.warnings.map((warning) => ({ path: warning.pointer })),
    ],
    inexact: described.gaps.inexact,
  }
  let warned = 0
  const undeclared: UndeclaredRefusal[] = []
  for (const sent of admitted) {
    const decoded = emitted.decode(structuredClone(sent))
    const result = await validateToolInput(described.tool, structuredClone(decoded))
    if (result.ok) continue
    const found = {
      value: decoded,
      direction: 'stricter' as const,
      ajvErrors: [],
      libraryIssues: result.issues,
      utf16: false,
    }
    if (isWarned(found, gaps, described.schema, described.branches)) warned++
    else undeclared.push({ sent, decoded, issues: result.issues.map(shownIssue) })
  }
  return { refused: undefined, violations, admitted: admitted.length, warned, undeclared }
}

function asAjvReadsIt(schema: object | undefined, profile: TestProfile): object {
  if (schema === undefined) return NO_PARAMETERS
  return profile.id === 'gemini-parameters' ? (nullableAsJsonSchema(schema) as object) : schema
}

function shownIssue(issue: {
  readonly path: readonly (string | number)[]
  readonly message: string
}): { path: string; message: string } {
  return { path: issue.path.map((segment) => `/${segment}`).join(''), message: issue.message }
}
