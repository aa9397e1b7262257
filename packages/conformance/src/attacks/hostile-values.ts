/** Secrets a hostile or careless caller puts where a library message may quote them. */
export const SECRETS = {
  password: 'hunter2-correct-horse',
  databaseUrl: 'postgres://app:s3cr3t-pw@db.internal/prod',
  bearer: 'Bearer abcdef0123456789abcdef',
} as const

/** A tree value nested `depth` levels deep, built without recursion. */
export function deepTree(depth: number): unknown {
  let node: unknown = {}
  for (let level = 0; level < depth; level++) node = { children: [node] }
  return node
}

/** `{ xs: [...] }` with `count` strings where numbers are expected. */
export function wrongNumbers(count: number): unknown {
  return { xs: Array.from({ length: count }, (_, index) => `n${index}`) }
}

/** `count` distinct enum members. */
export function manyMembers(count: number): [string, ...string[]] {
  return Array.from({ length: count }, (_, index) => `member-${index}`) as [string, ...string[]]
}

/** The text of everything a failure value shows: message, issues and field errors. */
export function shownText(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return String(value)
  }
}
