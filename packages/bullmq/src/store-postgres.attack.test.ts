// Operator's fault: several instances start at once on a fresh database. `CREATE TABLE IF NOT
// EXISTS` run concurrently fails in all but one of them on a unique violation of `pg_type`.
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { createCallStore } from './call-store'
import { backends } from './test-fixtures/harness'

const [[, postgresUrl]] = backends() as [[string, string]]

describe('call stores starting at once on a fresh database', () => {
  const admin = new pg.Client({ connectionString: postgresUrl })
  const connected = admin.connect()
  const created: string[] = []
  afterAll(async () => {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.end()
  })
  const freshDatabase = async () => {
    await connected
    const name = `fresh_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await admin.query(`CREATE DATABASE ${name}`)
    created.push(name)
    const url = new URL(postgresUrl)
    url.pathname = `/${name}`
    return url.toString()
  }

  it('opens 8 stores at once, three times over, and every one of them saves and loads', async () => {
    for (let round = 0; round < 3; round++) {
      const url = await freshDatabase()
      const stores = Array.from({ length: 8 }, () => createCallStore({ connection: url }))
      try {
        const saved = await Promise.allSettled(
          stores.map((store, index) =>
            store.save(`conv_${index}`, { version: 1, calls: [] }).then(() => store.load('x')),
          ),
        )
        expect(saved.filter((result) => result.status === 'rejected')).toEqual([])
      } finally {
        await Promise.all(stores.map((store) => store.close()))
      }
    }
  })
})
