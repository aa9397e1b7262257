/** The repository's root folder. */
export declare const REPO_ROOT: string
/** The repository on GitHub, for links to files the site does not show. */
export declare const REPO_URL: string
/** Every published package, in the order of the sidebar. */
export declare const PACKAGES: readonly string[]
/** Site page (relative to `docs/`) to the repository file it includes. */
export declare const INCLUDED: Readonly<Record<string, string>>
/** Repository path (a file or a folder) to the site route that shows it. */
export declare function routeOf(repoPath: string): string | undefined
