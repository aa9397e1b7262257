import type { ShownError } from './protocol'

/** An error as the page shows it: its class name, and its code, pointer and hint when it has them. */
export function shown(error: unknown): ShownError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) }
  const { code, pointer, path, hint } = error as {
    code?: unknown
    pointer?: unknown
    path?: unknown
    hint?: unknown
  }
  const where = typeof pointer === 'string' ? pointer : path
  return {
    name: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof where === 'string' ? { pointer: where } : {}),
    ...(typeof hint === 'string' ? { hint } : {}),
    message: error.message,
  }
}
