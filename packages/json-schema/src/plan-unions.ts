import type { DecodePlan } from './decode-plan'

/**
 * Whether decoding or encoding with a plan can ever ask which union branch a value matches:
 * only then is the original document kept for the matcher.
 */
export function hasUnion(plan: DecodePlan | undefined, seen: Set<object> = new Set()): boolean {
  // Plans share steps (a definition used in many places): each is looked into once.
  if (plan === undefined || seen.has(plan)) return false
  seen.add(plan)
  switch (plan.kind) {
    case 'union':
      return true
    case 'object':
      return plan.properties.some((property) => hasUnion(property.plan, seen))
    case 'array':
      return hasUnion(plan.items, seen)
    case 'positions':
      return plan.items.some((item) => hasUnion(item, seen)) || hasUnion(plan.rest, seen)
    case 'values':
      return hasUnion(plan.values, seen)
    case 'entries':
      return hasUnion(plan.entry, seen)
    case 'tuple':
      return hasUnion(plan.object, seen)
    case 'unwrap':
      return hasUnion(plan.inner, seen)
    case 'ref':
      return hasUnion(plan.target.plan, seen)
    case 'text':
    case 'json':
      return false
  }
}
