import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@polytool/source'] },
  test: { name: 'example-weather', include: ['src/**/*.test.ts'] },
})
