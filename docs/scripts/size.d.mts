/** The playground page's JavaScript budget, gzipped. */
export declare const BUDGET_BYTES: number
/** The chunk files (relative to `dist/`) the playground page loads, and their gzipped sizes. */
export declare function playgroundScripts(): { file: string; gzip: number }[]
