import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['@polytool/source'] },
  test: {
    name: 'zod',
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
})
