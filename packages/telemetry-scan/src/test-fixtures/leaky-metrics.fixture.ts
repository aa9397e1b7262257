// Run only by secret-scan.proof.test.ts: a request-context value as a metric attribute. The
// scan reads metric points when the file ends, so this whole file must fail.
import { MeterProvider, MetricReader } from '@opentelemetry/sdk-metrics'
import { RequestContext } from '@polytool/core'
import { it } from 'vitest'

class OnDemandReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

it('counts calls per tenant, quoting the tenant', () => {
  const context = new RequestContext({ tenant: 'proof-tenant-metric-c61e' })
  const meter = new MeterProvider({ readers: [new OnDemandReader()] }).getMeter('some-bridge')
  meter.createCounter('calls').add(1, { tenant: String(context.get('tenant')) })
})
