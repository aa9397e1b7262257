/** One ```ts block of a Markdown text, with the markers that change how it is checked. */
export interface DocBlock {
  /** 1-based line of the block's first code line. */
  line: number
  code: string
  /** Left out of `pnpm docs:check`: a `partial` or `fragment` block, or a skip marker before it. */
  skipped: boolean
  /** Marked ```ts fragment: the site shows a note saying it does not run on its own. */
  fragment: boolean
  /** The lines of a setup comment before the block ('' when none), and its first line. */
  setup: string
  setupLine: number
}

/** The ```ts blocks of one Markdown text, in order. */
export function docBlocks(markdown: string): DocBlock[]
