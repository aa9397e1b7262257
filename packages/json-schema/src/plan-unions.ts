import type { DecodePlan } from './decode-plan'

/**
 * Whether decoding or encoding with a plan can ever ask which union branch a value matches:
 * only then is the original document kept for the matcher.
 */
export function hasUnion(plan: DecodePlan | undefined): boolean {
  // Plans share steps (a definition used in many places), so a search must look into each step
  // once. Most plans are a few steps: those are searched without remembering any; past a few,
  // the search starts again with a set of the steps seen.
  const quick: Search = { seen: undefined, left: STEPS_WITHOUT_SET }
  try {
    return search(plan, quick)
  } catch (error) {
    if (error !== TOO_MANY_STEPS) throw error
    return search(plan, { seen: new Set(), left: Number.POSITIVE_INFINITY })
  }
}

interface Search {
  readonly seen: Set<object> | undefined
  left: number
}

const STEPS_WITHOUT_SET = 64
const TOO_MANY_STEPS = Symbol('too many steps')

function search(plan: DecodePlan | undefined, state: Search): boolean {
  if (plan === undefined || state.seen?.has(plan)) return false
  state.seen?.add(plan)
  if (--state.left < 0) throw TOO_MANY_STEPS
  switch (plan.kind) {
    case 'union':
      return true
    case 'object':
      for (const property of plan.properties) if (search(property.plan, state)) return true
      return false
    case 'array':
      return search(plan.items, state)
    case 'positions':
      for (const item of plan.items) if (search(item, state)) return true
      return search(plan.rest, state)
    case 'values':
      return search(plan.values, state)
    case 'entries':
      return search(plan.entry, state)
    case 'tuple':
      return search(plan.object, state)
    case 'unwrap':
      return search(plan.inner, state)
    case 'ref':
      return search(plan.target.plan, state)
    case 'text':
    case 'json':
      return false
  }
}
