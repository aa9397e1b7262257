// A module that fails to load with a thrown value whose every read throws.
const trap = () => {
  throw new Error('trap')
}
throw new Proxy({}, { get: trap, getPrototypeOf: trap, ownKeys: trap })
