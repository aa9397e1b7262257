export { takeLeaks } from './leaks'
export { MIN_PLANTED_LENGTH, plant, plantedValues } from './planted'
export type { Leak } from './scan'
export { endedSpanCount } from './sdk-hook'
