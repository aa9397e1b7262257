/** A code sample as a module: lines of `text` map back to the sample's file through `locate`. */
export interface CheckModule {
  name: string
  text: string
  locate(line: number, character: number): string
}

/** One TypeScript error. */
export interface CheckFailure {
  module: CheckModule | undefined
  /** `file:line:column` of the sample, or undefined for an error outside the samples. */
  where: string | undefined
  code: number
  message: string
}

/** Compiles the modules in `out`, strict, and returns one failure per error. */
export declare function typeCheckBlocks(
  modules: CheckModule[],
  options: { root: string; out: string; packages?: Map<string, string> },
): CheckFailure[]

/** One failure as a line of output. */
export declare function formatFailure(failure: CheckFailure): string

/** Workspace package name to folder. */
export declare function workspacePackages(root: string): Map<string, string>
