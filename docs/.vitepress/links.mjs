// Rewrites the relative links of included READMEs: VitePress inlines an included file into the
// page, so `packages/core` written in the root README would otherwise resolve from `docs/`.
// A link to a file the site shows becomes its route; a link to any other file of the
// repository (source, examples) goes to the repository.
import { existsSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { INCLUDED, REPO_ROOT, REPO_URL, routeOf } from './sources.mjs'

/** A markdown-it plugin: rewrites `link_open` hrefs of pages listed in `INCLUDED`. */
export function includedLinks(md) {
  md.core.ruler.push('polytool-included-links', (state) => {
    const source = INCLUDED[state.env?.relativePath]
    if (source === undefined) return
    for (const token of state.tokens) {
      for (const inline of token.children ?? []) {
        if (inline.type !== 'link_open') continue
        const href = inline.attrGet('href')
        if (href) inline.attrSet('href', rewrite(href, source))
      }
    }
  })
}

function rewrite(href, source) {
  if (/^[a-z]+:|^#|^\//i.test(href)) return href
  const [path, hash = ''] = href.split('#')
  const repoPath = posix.normalize(posix.join(posix.dirname(source), path))
  const route = routeOf(repoPath)
  const anchor = hash === '' ? '' : `#${hash}`
  if (route !== undefined) return `${route}${anchor}`
  const absolute = join(REPO_ROOT, repoPath)
  const kind = existsSync(absolute) && statSync(absolute).isDirectory() ? 'tree' : 'blob'
  return `${REPO_URL}/${kind}/main/${repoPath}${anchor}`
}
