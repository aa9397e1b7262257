/** The test projects: every tested package has its own `vitest.config.ts`. */
export default [
  'packages/*/vitest.config.ts',
  'examples/*/vitest.config.ts',
  'docs/vitest.config.ts',
]
