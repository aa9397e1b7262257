import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { publishedPackages } from '../scripts/packages.mjs'

export const DOCS = fileURLToPath(new URL('..', import.meta.url))

/**
 * The pages of the user path: written for people who use polytool, so every block is complete
 * or visibly a fragment.
 */
export function userPages(): string[] {
  const guides = readdirSync(join(DOCS, 'guides'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `guides/${name}`)
  return [
    'introduction.md',
    'installation.md',
    'quick-start.md',
    'runtime.md',
    'cookbook.md',
    'faq.md',
  ]
    .concat(guides)
    .sort()
}

// Folders of `docs/` that hold no page written by hand: generated pages, tests, the theme.
const NOT_PAGES = new Set(['api', 'packages', 'node_modules', 'test', 'scripts', 'public'])

/**
 * Every Markdown file whose code blocks the site shows, relative to the repository root: the
 * pages of `docs/` (not its README), and the files they include (each published package's
 * README, SECURITY.md, CONTRIBUTING.md).
 */
export function sitePages(): string[] {
  const docsPages = (dir: string): string[] =>
    readdirSync(join(DOCS, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`
      if (entry.isDirectory())
        return entry.name.startsWith('.') || NOT_PAGES.has(entry.name) ? [] : docsPages(path)
      return entry.name.endsWith('.md') && path !== 'README.md' ? [`docs/${path}`] : []
    })
  const readmes = publishedPackages().map((name) => `packages/${name}/README.md`)
  return [...docsPages(''), ...readmes, 'SECURITY.md', 'CONTRIBUTING.md'].sort()
}
