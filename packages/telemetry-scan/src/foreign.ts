import type { ExportedText } from './scan'

/** Texts tracing systems other than OpenTelemetry exported since the last scan. */
const exported: ExportedText[] = []

/** Records in one exported value are not read deeper than this. */
const MAX_DEPTH = 12

/**
 * Hands the scan what a tracing system other than OpenTelemetry exported (the OpenAI Agents
 * SDK's spans, for example): every string in `value`, however deep, and every key, each with
 * its path. The next scan searches them with the spans.
 *
 * @param where - names the record: `agents span "function whoami"`
 * @param value - the exported record, as its system serialises it
 * @returns nothing
 * @example
 * scanForeignRecord(`agents span "${span.spanData.type}"`, span.toJSON())
 */
export function scanForeignRecord(where: string, value: unknown): void {
  const seen = new Set<unknown>()
  const visit = (node: unknown, path: string, depth: number) => {
    if (typeof node === 'string') {
      exported.push({ where: `${where} ${path}`, text: node })
      return
    }
    if (typeof node !== 'object' || node === null || seen.has(node) || depth > MAX_DEPTH) return
    seen.add(node)
    for (const [key, each] of Object.entries(node)) {
      exported.push({ where: `${where} key ${path}`, text: key })
      visit(each, path === '' ? key : `${path}.${key}`, depth + 1)
    }
  }
  visit(value, '', 0)
}

/**
 * Takes the texts handed over since the last call, for the scan.
 *
 * @returns the texts, oldest first
 */
export function takeForeignTexts(): ExportedText[] {
  return exported.splice(0)
}
