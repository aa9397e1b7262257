import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

export default mergeConfig(sourceProject('otel'), {
  // Scans everything each test file's telemetry exported for planted private values.
  test: { setupFiles: ['./src/test-fixtures/secret-scan.setup.ts'] },
})
