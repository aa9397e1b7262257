import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// Real servers: embedded PostgreSQL always, redis-server when installed (see global-setup.ts).
export default mergeConfig(sourceProject('bullmq'), {
  test: {
    globalSetup: ['./src/test-fixtures/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
