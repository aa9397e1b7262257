import { egressText } from '../egress/egress-text'
import { reportProblem } from '../observe'
import { privateTexts } from '../private-values'
import type { RuntimeScope } from './scope'

const WITHHELD =
  'A tool call problem was reported; its message is withheld, since the request context holds too many values to scrub it of'

/**
 * Reports a call's problem to the observer (else the console), its message scrubbed of the
 * request context's values first: a message quotes the model's call id and tool name, and a
 * model can echo a private value into them.
 */
export function reportCallProblem(
  scope: RuntimeScope,
  level: 'warn' | 'error',
  message: string,
  data: Record<string, unknown>,
): void {
  const context = scope.requestContext
  const texts = context.size === 0 ? [] : privateTexts(context.toObject())
  const shown = texts === undefined ? WITHHELD : egressText('log', message, { privateTexts: texts })
  reportProblem(scope.observer, level, shown, data)
}
