import { defineProject } from 'vitest/config'

/**
 * One test project of the workspace: tests run on the sources (the `@polytool/source`
 * export condition), `*.test.ts` next to the code and `*.test-d.ts` type tests.
 */
export function sourceProject(name: string) {
  return defineProject({
    // Tests run in vitest's SSR environment, which reads `ssr.resolve.conditions`.
    resolve: { conditions: ['@polytool/source'] },
    ssr: { resolve: { conditions: ['@polytool/source'] } },
    test: {
      name,
      include: ['src/**/*.test.ts'],
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  })
}
