import { describe, expect, it } from 'vitest'
import { publishedPackages } from '../scripts/packages.mjs'
import { API_SAMPLES, docsRoutes } from './a11y-pages'
import { chromiumAvailable, seriousViolations, useBuiltSite } from './browser'

describe.runIf(chromiumAvailable())('accessibility of the built site (axe-core)', () => {
  const site = useBuiltSite()

  /** The serious and critical violations axe finds on a page, loaded light, in light and dark. */
  async function audit(path: string): Promise<string[]> {
    const { page } = await site.open(path, (page) => page.emulateMedia({ colorScheme: 'light' }))
    if (path === '/playground') await page.locator('[data-test=emitted]').waitFor()
    const found = (await seriousViolations(page)).map(({ scheme, violation }) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '))
      return `${path} (${scheme}) ${violation.id} [${violation.impact}]: ${violation.nodes.length} × ${where.join(', ')}`
    })
    await page.close()
    return found
  }

  const pages = () => [
    ...docsRoutes(),
    ...publishedPackages().map((name) => `/packages/${name}`),
    ...API_SAMPLES,
  ]

  it('finds no serious or critical violation on any page, in light and dark mode', {
    timeout: 900_000,
  }, async () => {
    const found: string[] = []
    for (const path of pages()) found.push(...(await audit(path)))
    expect(found).toEqual([])
  })
})
