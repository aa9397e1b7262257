// A top-level await that never settles, with a timer open that would keep the process waiting.
setInterval(() => {}, 1_000)
await new Promise(() => {})

export const never = 'not reached'
