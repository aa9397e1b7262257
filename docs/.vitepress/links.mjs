// Rewrites relative links that leave `docs/`. VitePress inlines an included README into the
// page, so `packages/core` written in the root README would otherwise resolve from `docs/`; a
// guide written in `docs/` may link to `../packages/core/README.md`. A link to a file the site
// shows becomes its route; a link to any other file of the repository (source, examples) goes
// to the repository.
import { existsSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { INCLUDED, REPO_ROOT, REPO_URL, routeOf } from './sources.mjs'

/** A markdown-it plugin: rewrites the `link_open` hrefs of every page but the generated API. */
export function includedLinks(md) {
  md.core.ruler.push('polytool-repository-links', (state) => {
    const page = state.env?.relativePath
    if (typeof page !== 'string' || page.startsWith('api/')) return
    const source = INCLUDED[page] ?? `docs/${page}`
    for (const token of state.tokens) {
      for (const inline of token.children ?? []) {
        if (inline.type !== 'link_open') continue
        const href = inline.attrGet('href')
        if (href) inline.attrSet('href', rewriteLink(href, source))
      }
    }
  })
}

/** The href a relative link of `source` (a repository path) gets on the site. */
export function rewriteLink(href, source) {
  if (/^[a-z]+:|^#|^\//i.test(href)) return href
  const [path = '', hash = ''] = href.split('#')
  const repoPath = posix.normalize(posix.join(posix.dirname(source), path))
  // Links between pages of `docs/` are VitePress's own business.
  if (source.startsWith('docs/') && repoPath.startsWith('docs/')) return href
  const route = routeOf(repoPath)
  const anchor = hash === '' ? '' : `#${hash}`
  if (route !== undefined) return `${route}${anchor}`
  const absolute = join(REPO_ROOT, repoPath)
  const kind = existsSync(absolute) && statSync(absolute).isDirectory() ? 'tree' : 'blob'
  return `${REPO_URL}/${kind}/main/${repoPath}${anchor}`
}
