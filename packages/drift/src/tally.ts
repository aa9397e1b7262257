import type { Disagreement } from './judge'

/** What the proof measured for one library. */
export interface DriftTally {
  readonly library: string
  values: number
  disagreements: number
  warned: number
  undeclared: number
}

const MAX_SHOWN = 160

/** A disagreement, for failure messages: direction, Ajv's errors, the library's issues, the value. */
export function describeDrift(found: Disagreement): string {
  const ajv = found.ajvErrors
    .map(
      (error) =>
        `${error.instancePath || '(root)'} ${error.message} [${error.schemaPointer || '#'}/${error.keyword}]`,
    )
    .join('; ')
  const library = found.libraryIssues
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
  const text = JSON.stringify(found.value) ?? String(found.value)
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text
  return `validator ${found.direction} than schema${found.utf16 ? ' (UTF-16 lengths)' : ''}: value ${shown}; Ajv ${ajv || 'accepts'}; the library ${library || 'accepts'}`
}
