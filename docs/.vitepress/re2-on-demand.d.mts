/** Resolves `re2js` to the playground's stand-in that loads the engine on demand (a Vite plugin). */
export declare function re2OnDemand(): {
  readonly name: string
  readonly enforce: 'pre'
  resolveId(source: string, importer: string | undefined): string | null
}
