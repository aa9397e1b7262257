/** A package entry whose exports' TSDoc is read. */
export interface ExampleEntry {
  file: string
  packageName: string
}

/** One code block of a TSDoc `@example`. */
export interface ExampleBlock {
  /** Relative to the root given to `tsdocExamples`. */
  file: string
  /** 1-based line of the block's first code line. */
  line: number
  code: string
  /** Whether it is a ```ts fragment block, shown with a note that it does not run alone. */
  fragment: boolean
  /** A `@docCheckSetup` before the example ('' when none), and its first line: refused. */
  setup: string
  setupLine: number
  packageName: string
  exportName: string
  exports: string[]
}

/** The `@example` blocks of the declarations each entry exports. */
export declare function tsdocExamples(
  entries: ExampleEntry[],
  options: { root: string; compilerOptions?: Record<string, unknown> },
): ExampleBlock[]

/** One example as a module to type-check: its code alone, as the site shows it. */
export declare function exampleModule(
  block: ExampleBlock,
): import('./type-check-blocks.mjs').CheckModule

/** The TSDoc tag of setup hidden from the site, which the check refuses. */
export declare const SETUP_TAG: string
