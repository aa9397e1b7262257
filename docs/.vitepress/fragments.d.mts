import type MarkdownIt from 'markdown-it'

export const FRAGMENT_NOTE: string
export function codeFragments(md: MarkdownIt): void
