#!/usr/bin/env node
import { register } from 'tsx/esm/api'
import { runCli } from './run'
import { shownMessage, thrownMessage } from './shown'

// TypeScript tool modules load through tsx's loader, registered for this process.
register()
// Taken before any checked module runs: one could replace process.exit.
const exit = process.exit.bind(process)

const written: Promise<unknown>[] = []
const writer = (stream: NodeJS.WriteStream) => (text: string) => {
  written.push(new Promise((resolve) => stream.write(text, resolve)))
}

let code: number
try {
  code = await runCli(process.argv.slice(2), process.cwd(), {
    stdout: writer(process.stdout),
    stderr: writer(process.stderr),
  })
} catch (error) {
  writer(process.stderr)(`polytool: ${shownMessage(thrownMessage(error))}\n`)
  code = 1
}
// A checked module may leave a timer or a socket open: the report is done once it is written,
// so the process ends then instead of waiting for the event loop to empty.
await Promise.all(written)
exit(code)
