/**
 * Whether a value is an object a JSON document could give: one whose prototype is `null` or an
 * `Object.prototype` (of any realm, so an object from a `vm` context or another frame counts).
 * A `Date`, a `Map`, a boxed string, a class instance or an array is not: JSON Schema's
 * `type: "object"` means a JSON object, and no model sends anything else. A proxy whose
 * `getPrototypeOf` trap throws is not either.
 *
 * @param value - Any value.
 * @returns Whether it is a plain object.
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  try {
    const prototype = Object.getPrototypeOf(value)
    return prototype === null || prototype === Object.prototype || isObjectPrototype(prototype)
  } catch {
    return false
  }
}

const functionSource = Function.prototype.toString
const NATIVE_OBJECT = functionSource.call(Object)

// Another realm's `Object.prototype`: its own `constructor` is that realm's native `Object`,
// whose own `prototype` is it. A class built on `null` (`class X extends null`), or an object
// made from a null-prototype base that names `Object` as its constructor, is not one.
function isObjectPrototype(prototype: object): boolean {
  if (Object.getPrototypeOf(prototype) !== null) return false
  const maker = Object.getOwnPropertyDescriptor(prototype, 'constructor')?.value
  if (typeof maker !== 'function' || functionSource.call(maker) !== NATIVE_OBJECT) return false
  return Object.getOwnPropertyDescriptor(maker, 'prototype')?.value === prototype
}

/**
 * The name of an object's kind for an issue (`Date`, `Map`, `class instance`), never its
 * content: its built-in tag when it has a short plain one, else `class instance`; an object
 * whose prototype or tag cannot be read (a proxy's trap throws) is `unreadable object`.
 *
 * @param value - An object that is not a plain one.
 * @returns A short name.
 */
export function objectKindName(value: object): string {
  let tag: string
  try {
    Object.getPrototypeOf(value)
    tag = Object.prototype.toString.call(value).slice(8, -1)
  } catch {
    return 'unreadable object'
  }
  return tag !== 'Object' && /^[A-Za-z][A-Za-z0-9]{0,31}$/.test(tag) ? tag : 'class instance'
}
