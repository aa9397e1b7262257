/**
 * The secret scan of the whole test suite: every span, event, link, status and metric point any
 * test's OpenTelemetry SDK exports is searched for the private values the tests planted.
 *
 * Not published: polytool's own tests use it.
 *
 * @packageDocumentation
 */
export { scanForeignRecord } from './foreign'
export { takeLeaks } from './leaks'
export { MIN_PLANTED_LENGTH, plant, plantedValues } from './planted'
export type { Leak } from './scan'
export { endedSpanCount } from './sdk-hook'
