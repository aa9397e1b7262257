import type { UnrepresentableCode } from '@polytool/core'

const SCHEMA_CODES: Readonly<Record<string, UnrepresentableCode>> = {
  date: 'date',
  bigint: 'bigint',
  custom: 'refinement',
  record: 'constraint',
}

const REFINEMENT_ACTIONS = new Set(['check', 'partial_check', 'raw_check', 'check_items', 'custom'])

/** The loss code for a Valibot schema the converter reported errors on. */
export function schemaLossCode(type: string): UnrepresentableCode {
  return SCHEMA_CODES[type] ?? 'type'
}

/** The loss code for a Valibot pipe action the converter reported errors on. */
export function actionLossCode(action: { kind: string; type: string }): UnrepresentableCode {
  if (action.kind === 'transformation') return 'transform'
  if (REFINEMENT_ACTIONS.has(action.type)) return 'refinement'
  return 'constraint'
}
