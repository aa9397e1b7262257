import { handlePromisesIn, markInexact, markUnrepresentable } from '@polytool/core'
import { walkBesideJson } from './beside-json'

type Json = Record<string, unknown>

/** The part of a Yup object schema the statement reads. */
interface ObjectNode {
  readonly fields?: Readonly<Record<string, unknown>>
  readonly spec?: object
}

/** What Yup's `cast` and `_validate` are given here, as the parent object hands them on. */
interface Options {
  readonly parent: object
  readonly from: readonly object[]
  readonly originalValue?: object
  readonly path: string
}

interface Field {
  readonly type?: unknown
  readonly conditions?: readonly unknown[]
  readonly spec?: { readonly strict?: unknown; readonly strip?: unknown }
  getDefault?(): unknown
  /** Yup's cast: of `undefined`, the default, with an object's fields or an array's items cast. */
  cast?(value: unknown, options: Options & { assert: false; __validating: true }): unknown
  /** Yup's own validation step, which `validate` and `validateSync` wrap. */
  _validate?(
    value: unknown,
    options: Options & { strict: boolean },
    panic: (error: unknown) => void,
    next: (errors: readonly unknown[]) => void,
  ): void
}

type Verdict = 'accepts' | 'refuses' | undefined

/** Yup's verdict on a missing key, or why none holds for every value of the object. */
type OnMissing = { readonly verdict: Verdict; readonly unjudged?: string }

const READS_PARENT =
  'its default or a test reads the object it sits in (a y.ref(), this.parent, this.from)'
const VARIES = 'its default is a function that gives another value per call'
// Pairs of objects compared, at most, to tell whether two casts of a key gave the same value.
const MAX_COMPARED = 100_000
const TOO_LARGE_TO_COMPARE = `its default is too large to tell whether it gives the same value per call (at most ${MAX_COMPARED} pairs of objects are compared)`

/**
 * States in the JSON Schema of a Yup object that Yup casts what the cast does to its keys. A
 * missing key that is not strict is cast from `undefined`: it gets its default, a nested
 * object's fields and an array's items cast in turn (a `y.object()` without a default gets `{}`
 * built from its fields). The object's checks then judge that value: a key is required exactly
 * when it fails them, and not required when it passes (`.required().default('anon')`).
 * `.noUnknown()` removes the unknown keys instead of refusing them, so
 * `additionalProperties: false` is left out.
 *
 * A key whose filled value depends on the rest of the object cannot be judged ahead of it: a
 * default function or a test that reads the parent (a `y.ref()` bound, `this.parent`,
 * `this.from`), or a default function that gives another value per call (it is called twice
 * to tell). Such a key is kept as described, and warned of: inexact `required` (`looser`) on the
 * object when it is required, inexact `default` (`stricter`) on the key when it is not.
 *
 * @param node - A Yup object schema, cast before it is checked.
 * @param json - Its JSON Schema.
 */
export function stateFilledKeys(node: ObjectNode, json: Json): void {
  const properties = json.properties as Record<string, Json> | undefined
  if (typeof properties !== 'object' || properties === null) return
  const required = new Set(Array.isArray(json.required) ? json.required : [])
  const unjudged: [key: string, why: string][] = []
  for (const [key, field] of Object.entries(node.fields ?? {})) {
    const spec = (field as Field | null)?.spec
    // A strict field is not cast, and a stripped one is removed before the fill.
    if (spec?.strict === true || spec?.strip === true || !Object.hasOwn(properties, key)) continue
    const missing = verdictOnMissing(field as Field, key)
    if (missing.verdict === 'accepts') required.delete(key)
    else if (missing.verdict === 'refuses') required.add(key)
    else if (missing.unjudged !== undefined) unjudged.push([key, missing.unjudged])
  }
  const order = Object.keys(properties)
  if (required.size > 0) json.required = order.filter((key) => required.has(key))
  else delete json.required
  for (const [key, why] of unjudged) {
    const filled = `Yup fills a missing ${JSON.stringify(key)}, and ${why}`
    if (required.has(key)) {
      markInexact(json, 'required', 'looser', `${filled}: Yup may accept the object without it`)
    } else if (typeof properties[key] === 'object' && properties[key] !== null) {
      markInexact(properties[key], 'default', 'stricter', `${filled}: Yup may refuse it missing`)
    }
  }
  if (
    (node.spec as { noUnknown?: unknown } | undefined)?.noUnknown === true &&
    json.additionalProperties === false
  ) {
    delete json.additionalProperties
  }
}

// What Yup makes of a missing key: no verdict when it fills nothing (the key is judged as
// described), or when its schema is built per value or cannot say synchronously; none either,
// with the reason, when the value it fills depends on more than the key.
function verdictOnMissing(field: Field, key: string): OnMissing {
  if (
    typeof field?.getDefault !== 'function' ||
    typeof field.cast !== 'function' ||
    field.type === 'lazy' ||
    (field.conditions?.length ?? 0) > 0
  ) {
    return { verdict: undefined }
  }
  // The parent Yup hands on is one whose every read is seen: a key judged alone reads nothing.
  let readsParent = false
  const options = (): Options => {
    const seen = watched(() => {
      readsParent = true
    })
    return { parent: seen, from: [seen], path: key }
  }
  // The parent's cast hands a field the object's raw value as `originalValue`.
  const castOptions = () => {
    const given = options()
    return { ...given, originalValue: given.parent, assert: false, __validating: true } as const
  }
  let first: unknown
  let second: unknown
  try {
    // As the parent's cast does: `strict()` fields below are left as they are.
    first = field.cast(undefined, castOptions())
    second = field.cast(undefined, castOptions())
  } catch {
    return readsParent ? { verdict: undefined, unjudged: READS_PARENT } : { verdict: undefined }
  }
  const promises = handlePromisesIn(first) + handlePromisesIn(second)
  if (readsParent) return { verdict: undefined, unjudged: READS_PARENT }
  if (promises > 0) return { verdict: undefined }
  const sameness = compareCasts(first, second)
  if (sameness === 'too-large') return { verdict: undefined, unjudged: TOO_LARGE_TO_COMPARE }
  if (sameness === 'different') return { verdict: undefined, unjudged: VARIES }
  if (first === undefined) return { verdict: undefined }
  const verdict = verdictOn(field, first, options())
  return readsParent ? { verdict: undefined, unjudged: READS_PARENT } : { verdict }
}

// Yup's verdict on a value, when every test gives it synchronously. Unlike `validateSync`,
// which drops the promise of a test that returns one, Yup's own step hands that promise a
// rejection handler, and calls back later: then there is no verdict here.
function verdictOn(field: Field, value: unknown, options: Options): Verdict {
  if (typeof field._validate !== 'function') return undefined
  let verdict: Verdict | 'unknown'
  let synchronous = true
  const settle = (found: Verdict | 'unknown') => {
    if (synchronous && verdict === undefined) verdict = found
  }
  try {
    // A nested value is always checked strictly: the parent's cast has cast it.
    field._validate(
      value,
      { ...options, strict: true },
      (error) => settle(isValidationError(error) ? 'refuses' : 'unknown'),
      (errors) => settle(errors.length > 0 ? 'refuses' : 'accepts'),
    )
  } catch {
    verdict = 'unknown'
  }
  synchronous = false
  return verdict === 'unknown' ? undefined : verdict
}

function isValidationError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'ValidationError'
}

// An empty object that calls `onRead` on every look inside it. Only Yup's callers read the
// parent: a `y.ref()`, a test's `this.parent` or `this.from`, a default function's options.
function watched(onRead: () => void): object {
  const seen = <T>(result: T) => {
    onRead()
    return result
  }
  return new Proxy(
    {},
    {
      get: () => seen(undefined),
      has: () => seen(false),
      ownKeys: () => seen([]),
      getOwnPropertyDescriptor: () => seen(undefined),
      getPrototypeOf: () => seen(Object.prototype),
      set: () => seen(true),
      defineProperty: () => seen(true),
      deleteProperty: () => seen(true),
    },
  )
}

// Whether two casts of a missing key gave the same value: plain objects and arrays by their
// entries, dates by their time. Each pair of objects is compared once, so a default sharing one
// object at every level costs its distinct objects, not its paths; past `MAX_COMPARED` pairs the
// answer is `too-large`.
function compareCasts(a: unknown, b: unknown): 'same' | 'different' | 'too-large' {
  const compared = new Map<object, Set<object>>()
  const pending: [unknown, unknown][] = [[a, b]]
  let count = 0
  while (pending.length > 0) {
    const [left, right] = pending.pop() as [unknown, unknown]
    if (Object.is(left, right)) continue
    if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) {
      return 'different'
    }
    const seenWith = compared.get(left) ?? new Set<object>()
    if (seenWith.has(right)) continue
    if (++count > MAX_COMPARED) return 'too-large'
    compared.set(left, seenWith.add(right))
    if (!sameShape(left, right)) return 'different'
    if (left instanceof Date) continue
    for (const key of Object.keys(left)) pending.push([(left as Json)[key], (right as Json)[key]])
  }
  return 'same'
}

function sameShape(a: object, b: object): boolean {
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime())
  if (!Array.isArray(a) && Object.getPrototypeOf(a) !== Object.prototype) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => Object.hasOwn(b, key))
}

/** The part of Yup's test functions the statement reads: what `.test()` was given. */
interface TestFunction {
  readonly OPTIONS?: { readonly name?: unknown; readonly test?: unknown }
}

interface TestedObject {
  readonly fields?: Readonly<Record<string, unknown>>
  readonly tests?: readonly TestFunction[]
  readonly constructor: new () => { noUnknown(): { readonly tests?: readonly TestFunction[] } }
}

type Probe = (this: object, value: object) => unknown

// The source of Yup's own `noUnknown` test, per object class.
const ownSources = new WeakMap<object, string | undefined>()

/**
 * States in the JSON Schema of a Yup schema what each object's `noUnknown` test does to unknown
 * keys. `describe()` names the test, but `.unknown()` and `.noUnknown(false)` add one of that
 * name which lets every key through: Yup's own test refuses an unknown key exactly when a probe
 * with one such key fails it, and otherwise `additionalProperties: false` is left out. A test of
 * the user's named `noUnknown` is no such rule: it is reported lost (`refinement`).
 *
 * @param schema - The Yup schema.
 * @param json - The JSON Schema written from its description.
 */
export function stateUnknownKeys(schema: unknown, json: unknown): void {
  walkBesideJson(schema, json, {
    visit(node, json) {
      if (node.type !== 'object' || json.additionalProperties !== false) return true
      const tests = ((node as unknown as TestedObject).tests ?? []).filter(
        (test) => test?.OPTIONS?.name === 'noUnknown',
      )
      if (tests.length === 0) return true
      const object = node as unknown as TestedObject
      const own = tests.map((test) => ownTest(object, test)).filter((test) => test !== undefined)
      if (!own.some((test) => refusesUnknownKey(object, test))) {
        delete json.additionalProperties
      }
      if (own.length < tests.length) {
        markUnrepresentable(
          json,
          'refinement',
          'a .test() named "noUnknown" is a function of the user\'s, not Yup\'s rule on unknown keys',
        )
      }
      return true
    },
  })
}

// The function of a `noUnknown` test, when it is Yup's own (told by its source).
function ownTest(node: TestedObject, test: TestFunction): Probe | undefined {
  const kind = node.constructor
  if (!ownSources.has(kind)) {
    let source: string | undefined
    try {
      const fresh = new kind().noUnknown().tests ?? []
      const added = fresh.find((each) => each?.OPTIONS?.name === 'noUnknown')?.OPTIONS?.test
      source = typeof added === 'function' ? Function.prototype.toString.call(added) : undefined
    } catch {
      source = undefined
    }
    ownSources.set(kind, source)
  }
  const own = ownSources.get(kind)
  const body = test.OPTIONS?.test
  if (own === undefined || typeof body !== 'function') return undefined
  return Function.prototype.toString.call(body) === own ? (body as Probe) : undefined
}

// Yup's own test on an object holding one key none of the fields names: `true` lets it through.
function refusesUnknownKey(node: TestedObject, test: Probe): boolean {
  const fields = node.fields ?? {}
  let key = 'unknown'
  while (Object.hasOwn(fields, key)) key += '_'
  const context = { schema: node, createError: () => false }
  try {
    return test.call(context, { [key]: 0 }) !== true
  } catch {
    return true
  }
}
