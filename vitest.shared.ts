import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Every project runs the secret scan of the whole suite: whatever telemetry any test exports is
// searched for the private values the tests planted (see packages/telemetry-scan).
const secretScan = fileURLToPath(
  new URL('./packages/telemetry-scan/src/secret-scan.setup.ts', import.meta.url),
)

/**
 * One test project of the workspace: tests run on the sources (the `@polytool/source`
 * export condition), `*.test.ts` next to the code and `*.test-d.ts` type tests, and every test
 * under the telemetry secret scan.
 */
export function sourceProject(name: string) {
  return defineProject({
    // Tests run in vitest's SSR environment, which reads `ssr.resolve.conditions`.
    resolve: { conditions: ['@polytool/source'] },
    ssr: { resolve: { conditions: ['@polytool/source'] } },
    test: {
      name,
      include: ['src/**/*.test.ts'],
      setupFiles: [secretScan],
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  })
}
