import { egressText } from '@polytool/core'

/**
 * A message as an error, a warning or a violation shows it. Its parts may come from a hostile
 * schema or from model output (a `$ref`, a `format`, an enum member, a tool name), and hosts log
 * such messages: the whole text goes through core's egress gate as a log line (secrets redacted
 * first, control characters escaped, then cut to 1,000 characters).
 */
export function shownText(message: string): string {
  return egressText('log', message)
}
