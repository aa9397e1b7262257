// The site's pages that include a Markdown file from elsewhere in the repository, so the
// READMEs stay the one source. The link rewriter reads this map to resolve the included files'
// relative links from where they really live.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { publishedPackages } from '../scripts/packages.mjs'

export const REPO_ROOT = join(dirname(new URL(import.meta.url).pathname), '..', '..')
export const REPO_URL = 'https://github.com/polytool-dev/polytool'

/** Every published package, in the order of the sidebar. */
export const PACKAGES = publishedPackages()

/** Site page (relative to `docs/`) to the repository file it includes. */
export const INCLUDED = {
  'security.md': 'SECURITY.md',
  'contributing.md': 'CONTRIBUTING.md',
  ...Object.fromEntries(
    PACKAGES.map((name) => [`packages/${name}.md`, `packages/${name}/README.md`]),
  ),
}

/** Repository path (a file or a folder) to the site route that shows it. */
export function routeOf(repoPath) {
  const path = repoPath.replace(/\/$/, '')
  for (const [page, source] of Object.entries(INCLUDED)) {
    if (path === source || path === dirname(source)) return `/${page.replace(/\.md$/, '')}`
  }
  const docsPage = /^docs\/(.+)\.md$/.exec(path)
  if (docsPage && existsSync(join(REPO_ROOT, path))) return `/${docsPage[1]}`
  return undefined
}
