import type { TestProject } from 'vitest/node'
import { hasRedisServer, startPostgres, startRedis, type TestServer } from './servers'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    /** Empty when redis-server is not on the PATH (outside CI). */
    redisUrl: string
  }
}

/** Starts embedded PostgreSQL, and redis-server when installed, once for the package's tests. */
export default async function setup(project: TestProject) {
  const servers: TestServer[] = []
  const postgres = await startPostgres()
  servers.push(postgres)
  project.provide('postgresUrl', postgres.url)
  if (hasRedisServer()) {
    const redis = await startRedis()
    servers.push(redis)
    project.provide('redisUrl', redis.url)
  } else if (process.env.POLYTOOL_REQUIRE_REDIS === '1') {
    throw new Error('POLYTOOL_REQUIRE_REDIS=1 but redis-server is not on the PATH')
  } else {
    project.provide('redisUrl', '')
    console.warn(
      '\n########################################################################\n' +
        '# SKIPPED: the Redis tests of @polytool/bullmq: redis-server is not on  #\n' +
        '# the PATH. Install it (apt-get install redis-server) to run them.     #\n' +
        '########################################################################\n',
    )
  }
  return async () => {
    for (const server of servers) await server.stop()
  }
}
