import { privateTexts, type RequestContext } from '@polytool/core'

/**
 * The texts a message to the client is scrubbed of: the request context's values and nested
 * keys. `[]` without a context; `undefined` when there are too many to scrub, and then a text
 * that could quote them is withheld.
 */
export function requestContextTexts(
  requestContext: RequestContext<any> | undefined,
): readonly string[] | undefined {
  if (requestContext === undefined || requestContext.size === 0) return []
  return privateTexts(requestContext.toObject())
}
