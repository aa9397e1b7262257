// Redaction lives with the egress gate (`egress/`); these are its names as core exports them.
export { excerpt } from './egress/excerpt'
export { redactSecrets } from './egress/redact'
export {
  looksSecret,
  REDACTED,
  SECRET_KEY_PAIRS,
  SECRET_KEY_WORDS,
} from './egress/secret-keys'
