/**
 * Where text leaving polytool goes. Each destination has one policy in `EGRESS_POLICIES`, and
 * SECURITY.md ("The egress gate") has the same table for people.
 */
export type EgressDestination =
  /** A message a model reads: a `ValidationError`, a tool failure, a declined call. */
  | 'model'
  /** A UI chunk of the tool-call runtime. */
  | 'ui'
  /** A result or error sent to a remote MCP client. */
  | 'mcp'
  /** A span attribute, span event or span status. */
  | 'span'
  /** A log record, or a problem reported to an observer. */
  | 'log'
  /** A metric attribute. */
  | 'metric'
  /** Text written into a background job or a cancel notification. */
  | 'job'
  /** A line of a command-line report. */
  | 'cli'

/** What may leave for one destination. */
export interface EgressPolicy {
  /** Longest text that leaves, in UTF-16 code units; longer text is cut and ends with `…`. */
  readonly maxLength: number
  /** Control characters (other than tab and newline) are written as `\u00XX` escapes. */
  readonly escapeControlCharacters: boolean
}

/** The policy of every destination: redaction is the same for all; the cut and escaping differ. */
export const EGRESS_POLICIES: Readonly<Record<EgressDestination, EgressPolicy>> = Object.freeze({
  model: Object.freeze({ maxLength: 8192, escapeControlCharacters: false }),
  ui: Object.freeze({ maxLength: 8192, escapeControlCharacters: false }),
  mcp: Object.freeze({ maxLength: 8192, escapeControlCharacters: false }),
  span: Object.freeze({ maxLength: 1000, escapeControlCharacters: false }),
  log: Object.freeze({ maxLength: 1000, escapeControlCharacters: true }),
  metric: Object.freeze({ maxLength: 64, escapeControlCharacters: true }),
  job: Object.freeze({ maxLength: 200, escapeControlCharacters: false }),
  cli: Object.freeze({ maxLength: 200, escapeControlCharacters: true }),
})
