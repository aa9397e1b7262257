// Runs the documented examples, one module after the other in this one Node process, and prints
// their failures as JSON on the last line of stdout: [{ file, error }].
// Usage: node --import tsx run-blocks.mjs '["/abs/a.ts", "/abs/b.ts"]'
// A block fails when importing it throws, when it leaves an unhandled rejection or exception
// behind, or when it has not finished after BLOCK_TIMEOUT_MS. A block may start an HTTP server,
// as a page shows one: the servers it opened are closed before the next block runs, so the next
// may listen on the same port.
import { Server } from 'node:http'

const BLOCK_TIMEOUT_MS = 20_000
const files = JSON.parse(process.argv[2])
const print = console.log
const failures = []
const opened = new Set()
let current

const listen = Server.prototype.listen
Server.prototype.listen = function (...args) {
  opened.add(this)
  return listen.apply(this, args)
}
const failCurrent = (error) => {
  if (current !== undefined) failures.push({ file: current, error: String(error?.stack ?? error) })
}
process.on('unhandledRejection', failCurrent)
process.on('uncaughtException', failCurrent)

for (const file of files) {
  current = file
  console.log = console.info = console.warn = console.error = () => {}
  let timer
  try {
    await Promise.race([
      import(file),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`still running after ${BLOCK_TIMEOUT_MS} ms`)),
          BLOCK_TIMEOUT_MS,
        )
      }),
    ])
    // Let what the block started (a listen, a rejection left unhandled) happen while it is current.
    await new Promise((resolve) => setTimeout(resolve, 50))
  } catch (error) {
    failCurrent(error)
  } finally {
    clearTimeout(timer)
  }
  await Promise.all(
    [...opened].map(
      (server) =>
        new Promise((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        }),
    ),
  )
  opened.clear()
}
current = undefined
print(JSON.stringify(failures))
process.exit(0)
