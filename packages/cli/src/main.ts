#!/usr/bin/env node
import { register } from 'tsx/esm/api'
import { runCli } from './run'

// TypeScript tool modules load through tsx's loader, registered for this process.
register()

try {
  process.exitCode = await runCli(process.argv.slice(2), process.cwd(), {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  })
} catch (error) {
  process.stderr.write(
    `polytool: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exitCode = 1
}
