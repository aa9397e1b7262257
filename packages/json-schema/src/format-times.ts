// `date`, `time`, `date-time` and their `iso-` forms as ajv-formats ("full" mode, 3.x) checks
// them: RFC 3339 dates with leap years, a time zone offset as `Z`, `+hh`, `+hhmm` or `+hh:mm`
// (lower-case `t`, `z` and a space between date and time accepted), and a leap second only where
// it falls on 23:59:60 UTC. One deliberate difference: ajv-formats takes an hour of 24 or a
// minute of 60 wherever the offset makes it read as 23:59 UTC (`24:00:00+00:01`,
// `24:59:60+01:00`), as it skips their range there; those are refused here, as no clock shows
// them.
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i
const DATE_TIME_SEPARATOR = /t|\s/i
const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
}

/** Whether `value` is an RFC 3339 `full-date` that exists in the calendar. */
export function isDate(value: string): boolean {
  const parts = DATE.exec(value)
  if (parts === null) return false
  const year = Number(parts[1])
  const month = Number(parts[2])
  const day = Number(parts[3])
  if (month < 1 || month > 12 || day < 1) return false
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] ?? 0)
  return day <= lastDay
}

function isLeapSecond(
  hour: number,
  minute: number,
  sign: number,
  offsetHour: number,
  offsetMinute: number,
): boolean {
  const utcMinute = minute - sign * offsetMinute
  const utcHour = hour - sign * offsetHour - (utcMinute < 0 ? 1 : 0)
  return (utcHour === 23 || utcHour === -1) && (utcMinute === 59 || utcMinute === -1)
}

/**
 * Whether `value` is a time of day, `hh:mm:ss` with optional fractional seconds.
 *
 * @param value - The string checked.
 * @param zoneRequired - Whether a time zone (`Z` or an offset) must follow: `time` needs one,
 *   `iso-time` does not.
 */
export function isTime(value: string, zoneRequired: boolean): boolean {
  const parts = TIME.exec(value)
  if (parts === null) return false
  const hour = Number(parts[1])
  const minute = Number(parts[2])
  const second = Number(parts[3])
  const offsetHour = Number(parts[6] ?? 0)
  const offsetMinute = Number(parts[7] ?? 0)
  if (offsetHour > 23 || offsetMinute > 59 || (zoneRequired && parts[4] === undefined)) return false
  if (hour > 23 || minute > 59) return false
  if (second < 60) return true
  const sign = parts[5] === '-' ? -1 : 1
  return second < 61 && isLeapSecond(hour, minute, sign, offsetHour, offsetMinute)
}

/**
 * Whether `value` is a date and a time split by one `T`, `t` or white-space character.
 *
 * @param value - The string checked.
 * @param zoneRequired - Whether the time must carry a time zone: `date-time` needs one,
 *   `iso-date-time` does not.
 */
export function isDateTime(value: string, zoneRequired: boolean): boolean {
  const halves = value.split(DATE_TIME_SEPARATOR)
  return halves.length === 2 && isDate(halves[0] ?? '') && isTime(halves[1] ?? '', zoneRequired)
}
