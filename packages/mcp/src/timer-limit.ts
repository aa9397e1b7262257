/** The longest delay `setTimeout` keeps: past 2^31 - 1 ms it fires at once instead. */
export const MAX_TIMER_MS = 2 ** 31 - 1
