/** Every `default` a JSON Schema states, in the order `JSON.stringify` meets them. */
export function defaultsIn(json: unknown): unknown[] {
  const found: unknown[] = []
  JSON.stringify(json, (key, value) => {
    if (key === 'default') found.push(value)
    return value
  })
  return found
}
