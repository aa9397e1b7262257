import { mergeConfig } from 'vitest/config'
import { sourceProject } from '../../vitest.shared.ts'

// The approval scenarios resume a serialised run in a fresh Node process, which loads the
// Agents SDK anew: that takes seconds on a busy machine. The Agents SDK's own traces go to the
// suite's secret scan as well.
export default mergeConfig(sourceProject('openai-agents'), {
  test: { testTimeout: 60_000, setupFiles: ['./src/test-fixtures/agents-trace-scan.setup.ts'] },
})
