/**
 * The pathological schema of the security work: an `allOf` of 24 two-branch `anyOf`s, whose
 * expansion has 2^24 branches. The library stops it with a limit error; the page also stops a
 * conversion that runs past its timeout, so no schema can freeze it.
 */
export function pathologicalSchema(): object {
  const allOf = Array.from({ length: 24 }, (_, i) => ({
    anyOf: [
      { type: 'object', properties: { [`a${i}`]: { type: 'string' } } },
      { type: 'object', properties: { [`b${i}`]: { type: 'number' } } },
    ],
  }))
  return { type: 'object', allOf }
}
