import { type AttackFixtures, unsupported } from '@polytool/conformance'
import { scope, type Type, type } from 'arktype'

// The schemas of @polytool/conformance's adversarial suite, under its names.

export const attackFixtures: AttackFixtures = {
  tree: scope({ tree: { 'children?': 'tree[]' } }).export().tree,
  credentials: type({ password: 'string >= 40', note: 'string <= 5' }),
  numbers: type({ xs: 'number[]' }),
  nested(depth) {
    let schema: Type = type('string')
    for (let level = 0; level < depth; level++) schema = type({ a: schema })
    return schema
  },
  choice: (values) => type.enumerated(...values),
  optionalObjects: type({ 'opts?': { 'a?': 'string' }, 'list?': type({ 'a?': 'string' }).array() }),
  nullableObject: type({ 'a?': 'string' }).or('null'),
  tupleObjects: type({ t: [{ 'a?': 'string' }, 'string'] }),
  patternRecord: type({ r: type.Record(type(/^x/), { 'a?': 'string' }) }),
  unionObjects: type({ u: type({ 'a?': 'string' }).or('string') }),
  objectOrString: type({ 'a?': 'string' }).or('string'),
  // ArkType is synchronous: an async morph puts its promise in the output.
  rejecting: (error) => type({ a: type('string').pipe(async () => Promise.reject(error)) }),
  // ArkType runs the morph of `a` even when `b` fails, then drops its output, promise included.
  rejectingNextToFailure: (error) =>
    type({ a: type('string').pipe(async () => Promise.reject(error)), b: 'number' }),
  asyncTransformInSyncPipe: (error) =>
    type({ a: type('string').pipe(async () => Promise.reject(error)), b: 'number' }),
  asyncCheckInSyncPart: type({
    a: type('Record<string, string>').narrow((async () => false) as never),
  }),
  promisedValue: unsupported(
    'ArkType checks a default against its type when the type is defined: a promise is refused then',
  ),
  promisedCheck: (check) => type({ a: type('string').narrow(check as never) }),
  inheritedKeys: type({ constructor: 'unknown', valueOf: 'unknown' }),
  asyncMessage: (message) => type({ a: type('string').configure({ message: message as never }) }),
  readOnceShape: () => type({ a: 'string', 'nested?': { b: 'string' }, list: 'string[]' }),
  emptyObject: () => type({}),
  asyncCheck: () => unsupported('ArkType checks synchronously: a narrow cannot be awaited'),
  plainObject: type({ a: 'string' }),
  // An ArkType object keeps undeclared keys already: the same schema as plainObject.
  looseObject: type({ a: 'string' }),
  strictObject: type({ a: 'string', '+': 'reject' }),
  strippingObject: type({ a: 'string', '+': 'delete' }),
  record: type({ '[string]': 'unknown' }),
  choiceObject: (key, values) => type({ [key]: type.enumerated(...values) }),
}
