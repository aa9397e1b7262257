import { createOtelObserver } from '@polytool/otel'
import { type BenchReport, compare, formatNs } from './measure'
import { weatherInput as input, weatherSchemas, weatherTool } from './weather-schemas'

// The OTel observer on a no-op tracer (no provider registered): what tracing costs a host that
// installed it but records nothing. Reported, with a loose bound against gross regressions: on
// the time it adds per call (about 1 µs), not on a ratio, which grows as the plain path gets faster.
const LIMIT_ADDED_NS = 2_000

/** `tool.execute` with no observer against `tool.execute` with the OTel observer on a no-op tracer. */
export async function run(): Promise<BenchReport> {
  const report: BenchReport = {
    name: 'tool.execute with the OTel observer (no-op tracer) vs. no observer',
    lines: [],
    targets: [],
  }
  const observer = createOtelObserver()
  const tool = weatherTool(weatherSchemas.zod)
  const { times, ratios } = await compare({
    plain: () => tool.execute(input),
    otel: () => tool.execute(input, { observer }),
  })
  const ratio = ratios.otel!
  const added = (ratio - 1) * times.plain!
  report.lines.push(
    `zod      no observer ${formatNs(times.plain!).padStart(10)}  otel (no-op) ${formatNs(times.otel!).padStart(10)}  ratio ${ratio.toFixed(3)}x  (+${formatNs(added)} per call)`,
  )
  report.targets.push({
    label: 'zod: ns added per tool.execute by the OTel observer (no-op tracer)',
    measured: added,
    limit: LIMIT_ADDED_NS,
    met: added <= LIMIT_ADDED_NS,
  })
  return report
}
