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
  /** The `@docCheckSetup` before the example ('' when none), and its first line. */
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

/** One example as a module to type-check. */
export declare function exampleModule(
  block: ExampleBlock,
): import('./type-check-blocks.mjs').CheckModule

/** The TSDoc tag that declares an example's setup. */
export declare const SETUP_TAG: string
