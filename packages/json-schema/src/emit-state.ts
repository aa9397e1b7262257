import type { BranchMatcher, DecodePlan } from './decode-plan'
import { ProviderSchemaError, type ProviderSchemaErrorCode } from './errors'
import { isObject, type SchemaNode } from './json-schema'
import { SchemaLimitError } from './limit-error'
import { OUTPUT_GROWTH, OutputBudget } from './limits'
import { CompiledPatterns } from './linear-validate'
import { createOriginalMatcher } from './original-matcher'
import { fieldPointer } from './pointer'
import type { PreparedDocument } from './prepare-document'
import type { Profile } from './profile'
import { scanInput } from './scan-input'
import { shownText } from './shown-text'
import type { ProviderSchemaWarning, ProviderSchemaWarningCode } from './warnings'

/** What the emitter returns for one node: the provider's schema and how to decode its values. */
export interface Emitted {
  readonly schema: SchemaNode
  readonly plan: DecodePlan | undefined
}

/** Where the emitter is: the input pointer and how often each recursive definition was expanded. */
export interface At {
  readonly pointer: string
  readonly expansions: ReadonlyMap<string, number>
}

/** No recursive definition expanded yet: shared, since expanding one copies the map. */
export const NO_EXPANSIONS: ReadonlyMap<string, number> = new Map()

/** Fields a tool entry adds to each of its warnings. */
export interface WarningTag {
  readonly tool: string
  readonly schema: 'inputSchema' | 'outputSchema'
}

const SEARCHED_WARNINGS = 16

/** Everything one emission shares: profile, document, emitted definitions and warnings. */
export class EmitState {
  readonly warnings: ProviderSchemaWarning[] = []
  // Made at the first reference kept as `$ref`: most schemas have none.
  private definitions: Map<string, SchemaNode> | undefined
  private definitionPlans: Map<string, { plan: DecodePlan | undefined }> | undefined
  private definitionsEmitting: Set<string> | undefined
  // Warnings by pointer, to record each once; made only once there are many of them.
  private warned: Map<string, ProviderSchemaWarning[]> | undefined
  /** Nodes (and listed values) written so far, against `limits.maxOutputNodes`. */
  readonly output: OutputBudget
  private depth = 0
  private knownDefinitions: Map<string, { text: string; size: number }> | undefined
  // Made at the first default to check: most schemas have none.
  private original: BranchMatcher | undefined
  // Made at the first pattern compiled: most schemas have none.
  private compiledPatterns: CompiledPatterns | undefined

  /**
   * `tag`: fields every warning starts with (a tool entry's `tool` and `schema`), so that the
   * entry takes the warnings as they are instead of copying each.
   */
  constructor(
    readonly profile: Profile,
    readonly document: PreparedDocument,
    inputValues: number,
    private readonly tag?: WarningTag,
  ) {
    const { maxOutputNodes } = profile.limits
    this.output = new OutputBudget(Math.max(maxOutputNodes, OUTPUT_GROWTH * inputValues))
  }

  /**
   * Whether a value is valid under a node of the original document (its `$ref`s resolved, its
   * patterns on RE2). A node the validator cannot run (a pattern RE2 refuses) accepts nothing.
   */
  acceptedByOriginal(node: SchemaNode | boolean, value: unknown): boolean {
    this.original ??= createOriginalMatcher(this.document, this.profile.limits, this.patterns)
    return this.original(node, value) === 0
  }

  /**
   * The document's patterns on the linear-time engine, compiled once per emission within the
   * profile's limits: the enum filter, the check of defaults and the decoder share them.
   */
  get patterns(): CompiledPatterns {
    this.compiledPatterns ??= new CompiledPatterns(this.profile.limits)
    return this.compiledPatterns
  }

  /** Emitted definitions, for targets that keep `$ref`. */
  get defs(): Map<string, SchemaNode> {
    this.definitions ??= new Map()
    return this.definitions
  }

  /** Whether a definition was emitted, without making the map of them. */
  get hasDefs(): boolean {
    return this.definitions !== undefined && this.definitions.size > 0
  }

  /** Decode plans of emitted definitions; filled once a definition is emitted. */
  get defPlans(): Map<string, { plan: DecodePlan | undefined }> {
    this.definitionPlans ??= new Map()
    return this.definitionPlans
  }

  /** Definitions being emitted right now (a reference to one of them is recursion). */
  get emitting(): Set<string> {
    this.definitionsEmitting ??= new Set()
    return this.definitionsEmitting
  }

  /**
   * Counts one node about to be emitted against the output budget and the depth limit; pair
   * with `leave`. Inlined `$ref`s and unrolled recursion go through here, so they are bounded.
   */
  enter(input: unknown, pointer: string): void {
    const { maxDepth } = this.profile.limits
    if (this.depth >= maxDepth) {
      throw new SchemaLimitError(
        'MAX_DEPTH',
        maxDepth,
        pointer,
        `the emitted schema would nest more than ${maxDepth} levels; raise limits.maxDepth if the schema is trusted`,
      )
    }
    this.output.spend(
      1 + (isObject(input) && Array.isArray(input.enum) ? input.enum.length : 0),
      pointer,
    )
    this.depth++
  }

  /** Leaves the node entered last. */
  leave(): void {
    this.depth--
  }

  /** A definition as JSON text, computed once per emission. */
  definitionText(name: string): string {
    return this.definitionFacts(name).text
  }

  /** How many JSON values a definition holds. */
  definitionSize(name: string): number {
    return this.definitionFacts(name).size
  }

  private definitionFacts(name: string): { text: string; size: number } {
    this.knownDefinitions ??= new Map()
    const known = this.knownDefinitions.get(name)
    if (known !== undefined) return known
    const definition = this.document.defs[name]
    const facts = {
      text: JSON.stringify(definition) ?? 'true',
      size: scanInput(definition, this.profile.limits).values,
    }
    this.knownDefinitions.set(name, facts)
    return facts
  }

  /** Throws `MAX_UNION_PRODUCT` when distributing unions would give more than the limit's branches. */
  checkUnionProduct(branches: number, pointer: string): void {
    const { maxUnionProduct } = this.profile.limits
    if (branches <= maxUnionProduct) return
    throw new SchemaLimitError(
      'MAX_UNION_PRODUCT',
      maxUnionProduct,
      pointer,
      `combining these unions gives ${branches} branches, more than ${maxUnionProduct}; raise limits.maxUnionProduct if the schema is trusted`,
    )
  }

  /** Records a lossy step, once per place; throws when the caller asked for `lossy: 'error'`. */
  warn(at: string, code: ProviderSchemaWarningCode, text: string): void {
    const pointer = fieldPointer(at)
    const message = shownText(text)
    if (this.hasWarned(pointer, code, message)) return
    const warning: ProviderSchemaWarning & Partial<WarningTag> =
      this.tag === undefined
        ? { pointer, code, message }
        : { tool: this.tag.tool, schema: this.tag.schema, pointer, code, message }
    if (this.warned !== undefined) {
      const here = this.warned.get(pointer)
      if (here === undefined) this.warned.set(pointer, [warning])
      else here.push(warning)
    }
    if (this.profile.lossy === 'error') this.fail('LOSSY_CONVERSION', at, message)
    this.warnings.push(warning)
  }

  // A few warnings are searched in order; past that, they are found by pointer.
  private hasWarned(pointer: string, code: string, message: string): boolean {
    const same = (known: ProviderSchemaWarning) =>
      known.pointer === pointer && known.code === code && known.message === message
    if (this.warned === undefined && this.warnings.length < SEARCHED_WARNINGS)
      return this.warnings.some(same)
    if (this.warned === undefined) {
      this.warned = new Map()
      for (const known of this.warnings) {
        const here = this.warned.get(known.pointer)
        if (here === undefined) this.warned.set(known.pointer, [known])
        else here.push(known)
      }
    }
    return this.warned.get(pointer)?.some(same) === true
  }

  /** Throws a `ProviderSchemaError` for this target. */
  fail(code: ProviderSchemaErrorCode, pointer: string, message: string): never {
    throw new ProviderSchemaError(code, this.profile.rules.label, pointer, message)
  }

  /** Whether the target accepts a keyword. */
  supports(keyword: string): boolean {
    return this.profile.keywords === undefined || this.profile.keywords.has(keyword)
  }
}
