import { egressText } from '../egress/egress-text'

// Vendors already warned about, so each library is named once per process, not per schema.
const warned = new Set<string>()

/**
 * Warns once per vendor that a schema is converted by its library's own `~standard.jsonSchema`:
 * without an adapter nothing can tag what the conversion loses, so losses go unreported.
 */
export function warnNoAdapterOnce(vendor: string): void {
  if (warned.has(vendor)) return
  warned.add(vendor)
  // The vendor is the schema's own string, of any length: the line goes through the log's cut.
  console.warn(
    egressText(
      'log',
      `polytool: ${JSON.stringify(vendor)} schemas are converted to JSON Schema by the library's own ~standard.jsonSchema, without an adapter: losses (dates, transforms, refinements, approximations) cannot be reported. Bind them to an adapter (withAdapter, or createTool from @polytool/<library>) to have them reported.`,
    ),
  )
}
