import { describe, expect, it } from 'vitest'
import { rewriteLink } from '../.vitepress/links.mjs'

const REPO = 'https://github.com/polytool-dev/polytool'

describe('links of included READMEs and guides', () => {
  it('turns a link to a README the site shows into its route, keeping the anchor', () => {
    expect(rewriteLink('packages/core', 'README.md')).toBe('/packages/core')
    expect(rewriteLink('../zod/README.md#security', 'packages/core/README.md')).toBe(
      '/packages/zod#security',
    )
    expect(rewriteLink('../../SECURITY.md', 'packages/mcp/README.md')).toBe('/security')
    expect(rewriteLink('docs/conformance.md', 'README.md')).toBe('/conformance')
  })

  it('sends a link to any other file of the repository to the repository', () => {
    expect(rewriteLink('examples/weather', 'README.md')).toBe(`${REPO}/tree/main/examples/weather`)
    expect(rewriteLink('../packages/core/src/pipeline.ts', 'docs/adapters.md')).toBe(
      `${REPO}/blob/main/packages/core/src/pipeline.ts`,
    )
  })

  it('resolves a guide of docs/ that links out of it, and leaves links between guides alone', () => {
    expect(rewriteLink('../packages/core/README.md', 'docs/adapters.md')).toBe('/packages/core')
    expect(rewriteLink('./conformance.md', 'docs/adapters.md')).toBe('./conformance.md')
    expect(rewriteLink('https://example.com/x', 'README.md')).toBe('https://example.com/x')
    expect(rewriteLink('#why', 'README.md')).toBe('#why')
  })
})
