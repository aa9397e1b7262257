import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const DOCS = fileURLToPath(new URL('..', import.meta.url))

/**
 * The pages of the user path whose examples run as shown: written for people who use
 * polytool, so every block is complete or visibly a fragment.
 */
export function userPages(): string[] {
  const guides = readdirSync(join(DOCS, 'guides'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `guides/${name}`)
  return ['introduction.md', 'installation.md', 'quick-start.md', 'cookbook.md', 'faq.md']
    .concat(guides)
    .sort()
}
