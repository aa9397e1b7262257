/**
 * The regex actions whose `format` refuses strings their regex accepts, found with Ajv and
 * ajv-formats: `isoDateTime` has no seconds nor offset ("2024-01-01T10:00") and `date-time`
 * wants both; `isoTimestamp`, `isoDate` and their `format`s differ on days past a month's end
 * ("2024-02-30") and on an offset after a space; `isoTime` has no seconds ("10:00");
 * `rfcEmail` allows a domain without a dot and dots anywhere in the local part ("a@b", ".a@b.co");
 * `ipv6` allows a zone ("fe80::1%eth0"). Their regex, emitted as `pattern`, says exactly what
 * the validator accepts: the `format` beside it would only refuse more. `email`, `ipv4` and `uuid`
 * keep their `format`, which accepts every string their regex does.
 */
export const FORMAT_REFUSES_MORE: ReadonlySet<string> = new Set([
  'iso_date',
  'iso_date_time',
  'iso_time',
  'iso_timestamp',
  'rfc_email',
  'ipv6',
])
