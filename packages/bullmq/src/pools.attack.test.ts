// Operator's faults on PostgreSQL: a connection ended by `pg_terminate_backend` (a failover, an
// idle-session reaper, a DBA) and a server restart. Every pool polytool opens (the call store's,
// the cancel sender's) must survive both: an idle connection lost used to come out as an
// unhandled 'error' event, and ended the agent's process.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { backends, freshQueue, kill, until } from './test-fixtures/harness'
import { startPostgres } from './test-fixtures/servers'

const here = dirname(fileURLToPath(import.meta.url))
const [[, postgresUrl]] = backends() as [[string, string]]

/** The pools of an agent in a process of their own, with what it says on stdout. */
interface PoolProcess {
  readonly child: ChildProcess
  said(): string
  /** Uses the pools once more; resolves with what the process answered. */
  again(): Promise<string>
}

async function spawnPools(url: string): Promise<PoolProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@polytool/source',
      '--import',
      'tsx',
      join(here, 'test-fixtures', 'pool-process.ts'),
      url,
      freshQueue(),
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let said = ''
  child.stdout!.on('data', (data: Buffer) => {
    said += data.toString()
  })
  child.stderr!.on('data', (data: Buffer) => {
    said += data.toString()
  })
  await until(() => said.includes('ready\n') || child.exitCode !== null)
  if (child.exitCode !== null) throw new Error(`pool-process exited: ${said}`)
  return {
    child,
    said: () => said,
    async again() {
      const before = said.length
      child.stdin!.write('again\n')
      await until(() => /(ok|failed: .*)\n/.test(said.slice(before)) || child.exitCode !== null)
      return said.slice(before)
    },
  }
}

const children: ChildProcess[] = []
afterEach(async () => {
  for (const child of children.splice(0)) await kill(child)
})

describe('PostgreSQL connections ended under the pools', () => {
  const admin = new pg.Client({ connectionString: postgresUrl })
  const connected = admin.connect()
  const databases: string[] = []
  afterAll(async () => {
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })

  it('survives pg_terminate_backend of every connection it holds, reports it, and works on', async () => {
    await connected
    // A database of its own: terminating its sessions touches no other test.
    const name = `pools_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await admin.query(`CREATE DATABASE ${name}`)
    databases.push(name)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    const pools = await spawnPools(url.toString())
    children.push(pools.child)

    const { rows } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
      [name],
    )
    expect(rows.length).toBeGreaterThan(2)
    // Long enough for an unhandled error to end the process.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(pools.child.exitCode, pools.said()).toBeNull()
    await until(() => pools.said().includes('reported: Call store connection error'))
    await until(() => pools.said().includes('reported: Tool cancel connection error'))
    await until(async () => (await pools.again()).includes('ok'), 15_000)
    expect(pools.child.exitCode).toBeNull()
  })

  it('survives a restart of the server, and works again once it is back', async () => {
    const server = await startPostgres()
    try {
      const pools = await spawnPools(server.url)
      children.push(pools.child)
      await server.restart(500)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(pools.child.exitCode, pools.said()).toBeNull()
      expect(pools.said()).toContain('reported: Call store connection error')
      await until(async () => (await pools.again()).includes('ok'), 20_000)
      expect(pools.child.exitCode).toBeNull()
    } finally {
      await server.stop()
    }
  })
})
