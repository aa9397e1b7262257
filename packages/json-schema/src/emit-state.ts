import type { DecodePlan } from './decode-plan'
import { ProviderSchemaError, type ProviderSchemaErrorCode } from './errors'
import type { SchemaNode } from './json-schema'
import type { PreparedDocument } from './prepare-document'
import type { Profile } from './profile'
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

/** Everything one emission shares: profile, document, emitted definitions and warnings. */
export class EmitState {
  readonly warnings: ProviderSchemaWarning[] = []
  /** Emitted definitions, for targets that keep `$ref`. */
  readonly defs = new Map<string, SchemaNode>()
  /** Decode plans of emitted definitions; filled once a definition is emitted. */
  readonly defPlans = new Map<string, { plan: DecodePlan | undefined }>()
  /** Definitions being emitted right now (a reference to one of them is recursion). */
  readonly emitting = new Set<string>()
  private readonly seen = new Set<string>()

  constructor(
    readonly profile: Profile,
    readonly document: PreparedDocument,
  ) {}

  /** Records a lossy step, once per place; throws when the caller asked for `lossy: 'error'`. */
  warn(pointer: string, code: ProviderSchemaWarningCode, message: string): void {
    const key = `${pointer}\u0000${code}\u0000${message}`
    if (this.seen.has(key)) return
    this.seen.add(key)
    if (this.profile.lossy === 'error') this.fail('LOSSY_CONVERSION', pointer, message)
    this.warnings.push({ pointer, code, message })
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
