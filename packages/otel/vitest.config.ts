import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// Every test runs under a host span; the suite's secret scan reads the host's spans too.
export default mergeConfig(sourceProject('otel'), {
  test: { setupFiles: ['./src/test-fixtures/host-span.setup.ts'] },
})
