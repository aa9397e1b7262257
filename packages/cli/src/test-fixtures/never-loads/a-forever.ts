// A top-level await that never settles, and nothing else keeping the process alive.
await new Promise(() => {})

export const never = 'not reached'
