import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

// Every project runs the secret scan of the whole suite: whatever telemetry any test exports is
// searched for the private values the tests planted (see packages/telemetry-scan).
const secretScan = fileURLToPath(
  new URL('./packages/telemetry-scan/src/secret-scan.setup.ts', import.meta.url),
)

// The type tests are `tsc` runs over each package's own tsconfig, the same ones `pnpm typecheck`
// checks. CI runs that first and sets this variable, so `pnpm test` does not check them twice.
const typesCheckedAlready = process.env.POLYTOOL_TYPE_TESTS_CHECKED === '1'

/**
 * One test project of the workspace: tests run on the sources (the `@polytool/source`
 * export condition), `*.test.ts` next to the code and `*.test-d.ts` type tests (unless
 * `POLYTOOL_TYPE_TESTS_CHECKED=1` says `pnpm typecheck` has just checked them), and every test
 * under the telemetry secret scan.
 *
 * @param name - the project's name in vitest's reports
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
      typecheck: {
        enabled: !typesCheckedAlready,
        include: ['src/**/*.test-d.ts'],
        tsconfig: './tsconfig.json',
      },
    },
  })
}
