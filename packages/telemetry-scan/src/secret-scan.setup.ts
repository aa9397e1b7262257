import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { packageDirFrom, spanSdksInReach } from './sdk-in-reach'

// The setup file of every test project (`sourceProject` in vitest.shared.ts). A test file whose
// package can load an OpenTelemetry SDK runs under the suite's secret scan (suite-scan.ts); one
// that cannot load any can make no span, and is spared loading the SDK for nothing.

const testFile = expect.getState().testPath
const inReach = testFile === undefined ? [] : spanSdksInReach(testFile)
if (inReach.length > 0) {
  const hooked = packageDirFrom(fileURLToPath(import.meta.url), '@opentelemetry/sdk-trace-base')
  const other = inReach.find(
    (sdk) => sdk.name === '@opentelemetry/sdk-trace-base' && sdk.dir !== hooked,
  )
  if (other !== undefined) {
    // The scan hooks one copy of the SDK: spans of another copy would go unscanned.
    throw new Error(
      `the telemetry secret scan hooks ${hooked}, but ${testFile} loads ${other.dir}: give packages/telemetry-scan the same @opentelemetry/sdk-trace-base version`,
    )
  }
  await import('./suite-scan')
}
