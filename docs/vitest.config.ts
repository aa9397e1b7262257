import { defineProject } from 'vitest/config'

// The built site, driven in a real browser. The site is built first when `.vitepress/dist` is
// missing (`pnpm docs:build`), which is slow: build once, then rerun the tests.
export default defineProject({
  test: {
    name: '@polytool/docs',
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
  },
})
