import type MarkdownIt from 'markdown-it'
/** A markdown-it plugin: rewrites the relative links of pages that leave `docs/`. */
export declare function includedLinks(md: MarkdownIt): void
/** The href a relative link of `source` (a repository path) gets on the site. */
export declare function rewriteLink(href: string, source: string): string
