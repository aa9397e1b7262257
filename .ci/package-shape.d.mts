/** What is wrong with a packed package, as the registry would serve it (empty when fine). */
export function packedManifestProblems(tarball: string): string[]
