// `url` as ajv-formats ("full" mode, 3.x) checks it: `http`, `https` or `ftp`, an optional user
// part (any run without white space before an `@`), a public IPv4 address or a dotted domain
// name with a top-level label of letters, an optional port of 2 to 5 digits, and a path without
// white space. ajv-formats and cfworker write it as one regex whose nested repeats take time
// exponential in the host's length (`http://` and 28 letters then `!` takes seconds); here the
// value is split at `/` and `@` in one pass and each piece is checked by a regex without nested
// repeats, so the whole check is linear in the value.
const SCHEME = /^(?:https?|ftp):\/\//i
const WHITE_SPACE = /\s/u
const PORT = /^\d{2,5}$/
const IPV4_PARTS = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/
const FIRST_OCTET = /^(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])$/
// Two- and one-digit middle octets may have a leading zero, as in ajv-formats.
const MIDDLE_OCTET = /^(?:1?\d{1,2}|2[0-4]\d|25[0-5])$/
const LAST_OCTET = /^(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/
const PRIVATE_172 = /^(?:1[6-9]|2\d|3[01])$/
const LABEL = /^[a-z0-9\u{00a1}-\u{ffff}]+(?:-[a-z0-9\u{00a1}-\u{ffff}]+)*$/iu
const TOP_LABEL = /^[a-z\u{00a1}-\u{ffff}]{2,}$/iu

function isPublicIpv4(host: string): boolean {
  const octets = IPV4_PARTS.exec(host)
  if (octets === null) return false
  const [, a = '', b = '', c = '', d = ''] = octets
  const isPrivate =
    a === '10' ||
    a === '127' ||
    (a === '169' && b === '254') ||
    (a === '192' && b === '168') ||
    (a === '172' && PRIVATE_172.test(b))
  return (
    !isPrivate &&
    FIRST_OCTET.test(a) &&
    MIDDLE_OCTET.test(b) &&
    MIDDLE_OCTET.test(c) &&
    LAST_OCTET.test(d)
  )
}

function isDomain(host: string): boolean {
  const labels = host.split('.')
  const top = labels.pop()
  return (
    top !== undefined &&
    labels.length > 0 &&
    TOP_LABEL.test(top) &&
    labels.every((label) => LABEL.test(label))
  )
}

function isHostAndPort(text: string): boolean {
  const colon = text.indexOf(':')
  const host = colon === -1 ? text : text.slice(0, colon)
  if (colon !== -1 && !PORT.test(text.slice(colon + 1))) return false
  return isPublicIpv4(host) || isDomain(host)
}

function lastWhiteSpace(text: string): number {
  for (let index = text.length - 1; index >= 0; index--) {
    if (WHITE_SPACE.test(text.charAt(index))) return index
  }
  return -1
}

/** Whether `value` is a URL as ajv-formats' `url` format reads one. */
export function isUrl(value: string): boolean {
  const scheme = SCHEME.exec(value)
  if (scheme === null) return false
  const rest = value.slice(scheme[0].length)
  const firstSpace = rest.search(WHITE_SPACE)
  const lastSpace = lastWhiteSpace(rest)
  // Where the host may begin: at the start, or after an `@` closing a user part. The host holds
  // no `@` or `/`, so only the last `@` before each `/` can begin it, and the pieces tried are
  // disjoint.
  let hostStart = 0
  for (let index = 0; index <= rest.length; index++) {
    const char = rest.charAt(index)
    if (index === rest.length || char === '/') {
      // The path, from this `/` on, must hold no white space.
      if (hostStart !== -1 && lastSpace < index && isHostAndPort(rest.slice(hostStart, index))) {
        return true
      }
      hostStart = -1
    } else if (char === '@' && index > 0 && (firstSpace === -1 || firstSpace > index)) {
      hostStart = index + 1
    }
  }
  return false
}
