import { defineConfig } from 'vitest/config'
import projects from './vitest.workspace.ts'

// CI names a file here to get vitest's JSON report next to the usual output.
const jsonReport = process.env.POLYTOOL_TEST_REPORT

export default defineConfig({
  test: {
    projects,
    ...(jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {}),
  },
})
