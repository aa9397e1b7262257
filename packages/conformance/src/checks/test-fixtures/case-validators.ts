import type { StandardSchemaV1 } from '@polytool/core'

// Handmade validators of whole cases, for the kit's own tests: each checks what its case's
// title says, reports issues at the case's paths, and accepts unknown keys (as a stripping
// library does), so only what an adapter emits decides whether the kit passes.

const VENDOR = 'handmade'

type Issue = { readonly message: string; readonly path?: PropertyKey[] }

function checked(check: (value: unknown) => Issue[]): StandardSchemaV1 {
  return {
    '~standard': {
      version: 1,
      vendor: VENDOR,
      validate: (value) => {
        const issues = check(value)
        return issues.length === 0 ? { value } : { issues }
      },
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// The issue for a missing or mistyped string at `path`, if any.
function stringAt(record: Record<string, unknown>, key: string, path: PropertyKey[]): Issue[] {
  return typeof record[key] === 'string' ? [] : [{ message: 'a string', path }]
}

/** The refinement case: `password` and `confirm` strings, and confirm equal to password. */
export const passwordsMatch = checked((value) => {
  if (!isRecord(value)) return [{ message: 'expected an object' }]
  const fields = [
    ...stringAt(value, 'password', ['password']),
    ...stringAt(value, 'confirm', ['confirm']),
  ]
  if (fields.length > 0) return fields.slice(0, 1)
  return value.password === value.confirm ? [] : [{ message: 'no match', path: ['confirm'] }]
})

/** The nestedObject case: `{ user: { name: string, address: { city: string } } }`. */
export const nestedUser = checked((value) => {
  if (!isRecord(value)) return [{ message: 'expected an object' }]
  const { user } = value
  if (!isRecord(user)) return [{ message: 'expected an object', path: ['user'] }]
  const { address } = user
  const issues = stringAt(user, 'name', ['user', 'name'])
  if (!isRecord(address))
    return [...issues, { message: 'expected an object', path: ['user', 'address'] }]
  return [...issues, ...stringAt(address, 'city', ['user', 'address', 'city'])]
})

/** The arrayLength case: an array of 1 to 3 strings. */
export const oneToThreeStrings = checked((value) => {
  if (!Array.isArray(value)) return [{ message: 'expected an array' }]
  if (value.length < 1 || value.length > 3) return [{ message: 'expected 1 to 3 items', path: [] }]
  const at = value.findIndex((item) => typeof item !== 'string')
  return at === -1 ? [] : [{ message: 'expected a string', path: [at] }]
})
