import { getGlobalTraceProvider, type TracingProcessor } from '@openai/agents'
import { scanForeignRecord } from '@polytool/telemetry-scan'

// The Agents SDK traces on its own, not with OpenTelemetry: polytool's `agentsTraceObserver`
// writes calls into its spans. Every span and trace it ends is handed to the suite's secret scan
// too, whatever processors a test sets: the scan's processor is added to each set.

const toScan: TracingProcessor = {
  onTraceStart: async () => {},
  onTraceEnd: async (trace) => scanForeignRecord(`agents trace "${trace.name}"`, trace.toJSON()),
  onSpanStart: async () => {},
  onSpanEnd: async (span) =>
    scanForeignRecord(`agents span "${span.spanData.type}"`, span.toJSON()),
  shutdown: async () => {},
  forceFlush: async () => {},
}

const provider = getGlobalTraceProvider()
const setProcessors = provider.setProcessors.bind(provider)
provider.setProcessors = (processors) => setProcessors([...processors, toScan])
provider.registerProcessor(toScan)
