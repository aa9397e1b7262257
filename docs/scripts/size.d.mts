/** The playground page's first-load JavaScript budget, gzipped. */
export declare const BUDGET_BYTES: number
/** The home page's first-load JavaScript budget, gzipped. */
export declare const HOME_BUDGET_BYTES: number
/** The chunk files (relative to `dist/`) the playground page loads first, and their gzipped sizes. */
export declare function playgroundScripts(): { file: string; gzip: number }[]
/** The chunk files the home page loads first, and their gzipped sizes. */
export declare function homeScripts(): { file: string; gzip: number }[]
/** The playground's chunks that load only on demand, and their gzipped sizes. */
export declare function playgroundOnDemand(): { file: string; gzip: number }[]
