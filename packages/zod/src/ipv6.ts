const HEX = '[0-9a-fA-F]{1,4}'
const OCTET = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])'
const IPV4 = `${OCTET}(?:\\.${OCTET}){3}`

// The groups after a `::` that stand for at most `room` 16-bit groups: hex groups, or hex groups
// ending in a dotted IPv4 address, which stands for two.
function tail(room: number): string {
  const branches: string[] = []
  if (room >= 1) branches.push(`(?:${HEX}:){0,${room - 1}}${HEX}`)
  if (room >= 2) branches.push(`(?:${HEX}:){0,${room - 2}}${IPV4}`)
  return branches.length === 0 ? '' : `(?:${branches.join('|')})?`
}

// Every text the WHATWG URL parser reads as an IPv6 host, written with hex digits, colons and
// dots only (the alphabet Zod allows before it asks the parser): eight groups, or six before a
// dotted IPv4 address; a `::` stands for one group or more, once; IPv4 octets have no leading 0.
function ipv6Source(): string {
  const branches = [`(?:${HEX}:){7}${HEX}`, `(?:${HEX}:){6}${IPV4}`]
  for (let before = 0; before <= 7; before++) {
    const head = before === 0 ? '' : `(?:${HEX}:){${before - 1}}${HEX}`
    branches.push(`${head}::${tail(7 - before)}`)
  }
  return `(?:${branches.join('|')})`
}

const IPV6 = ipv6Source()
const PREFIX = '(?:12[0-8]|1[01][0-9]|[1-9]?[0-9])'

/**
 * The pattern of exactly what `z.ipv6()` accepts. Zod checks an address with the URL parser
 * (`new URL('http://[…]')`), not with the regex it emits, which refuses `::ffff:1.2.3.4` and
 * `1:2:3:4:5:6:1.2.3.4`: the model was told less than the tool accepts.
 */
export const IPV6_PATTERN = new RegExp(`^${IPV6}$`)

/** The pattern of exactly what `z.cidrv6()` accepts: such an address, `/`, a prefix of 0 to 128. */
export const CIDRV6_PATTERN = new RegExp(`^${IPV6}/${PREFIX}$`)
