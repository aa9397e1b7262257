import { describe, expect, it } from 'vitest'
import { runAgentLoop } from './agent-loop'

describe('the agent loop example', () => {
  it('prints the display chunks of the three calls, the approval and the resume after a restart', async () => {
    const lines: string[] = []
    await runAgentLoop((line) => lines.push(line))
    const of = (tool: string) => lines.filter((line) => line.startsWith(`  [${tool}]`))

    expect(of('weather-tool').at(0)).toBe('  [weather-tool] input starts')
    expect(of('weather-tool').slice(-2)).toEqual([
      '  [weather-tool] input {"location":"Lisbon"}',
      '  [weather-tool] output {"location":"Lisbon","temperatureCelsius":21,"conditions":"sunny"}',
    ])
    expect(of('send-invoice').filter((line) => !line.includes('input so far'))).toEqual([
      '  [send-invoice] input starts',
      '  [send-invoice] input {"customer":"Acme","amountEur":1200}',
      '  [send-invoice] needs approval {"question":"Send an invoice of 1200 EUR to Acme?"}',
      '  [send-invoice] output {"invoiceId":"INV-ACME-001"}',
    ])
    expect(of('book-table').filter((line) => !line.includes('input so far'))).toEqual([
      '  [book-table] input starts',
      '  [book-table] input {"restaurant":"Ramiro","people":4}',
      '  [book-table] suspended {"question":"What time at Ramiro?"}',
      '  [book-table] resumed with {"time":"20:00"}',
      '  [book-table] output {"confirmation":"Ramiro, 4 people at 20:00"}',
    ])
    // The partial input grows as the model streams it.
    expect(
      of('book-table')
        .filter((line) => line.includes('input so far'))
        .at(-1),
    ).toBe('  [book-table] input so far {"restaurant":"Ramiro","people":4}')
    // The invoice tool's display transform keeps the billing address out of every chunk.
    expect(of('send-invoice').join('\n')).not.toContain('billing@acme.example')

    expect(lines.filter((line) => line.startsWith('→'))).toEqual([
      '→ weather-tool: completed; the model gets {"type":"json","value":{"location":"Lisbon","temperatureCelsius":21,"conditions":"sunny"}}',
      '→ send-invoice: awaiting-approval, waiting for a person',
      '→ book-table: suspended, asking {"question":"What time at Ramiro?"}',
      '→ send-invoice: completed; the model gets {"type":"json","value":{"invoiceId":"INV-ACME-001","sentTo":"billing@acme.example"}}',
      '→ book-table: completed; the model gets {"type":"json","value":{"confirmation":"Ramiro, 4 people at 20:00"}}',
    ])
    const traceAt = lines.indexOf('The trace (OpenTelemetry spans from the in-memory exporter):')
    const spans = lines.slice(traceAt + 1).filter((line) => !line.includes('·'))
    expect(spans).toEqual([
      '  execute_tool weather-tool [completed]',
      '    fetch-forecast',
      '  execute_tool send-invoice [awaiting-approval]',
      '  execute_tool book-table [suspended]',
      '  execute_tool send-invoice [completed]',
      '    ↪ continues execute_tool send-invoice [awaiting-approval]',
      '  execute_tool book-table [completed]',
      '    ↪ continues execute_tool book-table [suspended]',
    ])
    expect(lines.slice(traceAt)).toContain('    · polytool.tool.approval_granted')
    const resumeAt = lines.indexOf('Later, in a new runtime: the user answers the booking question')
    expect(lines.indexOf('  [book-table] resumed with {"time":"20:00"}')).toBeGreaterThan(resumeAt)
  })
})
