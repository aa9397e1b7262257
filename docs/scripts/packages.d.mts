/** Folder names under `packages/` of every package that is published (not private). */
export declare function publishedPackages(): string[]
/** The packages with a library entry (`src/index.ts`): the API reference documents them. */
export declare function libraryPackages(): string[]
