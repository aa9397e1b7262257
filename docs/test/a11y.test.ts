import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishedPackages } from '../scripts/packages.mjs'
import { API_SAMPLES, docsRoutes } from './a11y-pages'
import { chromiumAvailable, launch } from './browser'
import { serve } from './static-server'

const DOCS = fileURLToPath(new URL('..', import.meta.url))
const DIST = `${DOCS}.vitepress/dist`
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** The part of axe-core's API the test calls. */
interface Axe {
  run(context: Document, options: object): Promise<{ violations: unknown[] }>
}

/** What axe reports of one violated rule. */
interface Violation {
  id: string
  impact: string | null
  nodes: { target: unknown[] }[]
}

describe.runIf(chromiumAvailable())('accessibility of the built site (axe-core)', () => {
  let server: Server
  let base: string
  let context: BrowserContext

  beforeAll(async () => {
    if (!existsSync(`${DIST}/playground.html`))
      execFileSync('node', ['scripts/build.mjs'], { cwd: DOCS, stdio: 'inherit' })
    ;({ server, url: base } = await serve(DIST))
    context = await launch()
  })

  afterAll(async () => {
    await context?.close()
    server?.close()
  })

  /**
   * The serious and critical violations axe finds on a page, in light mode and then in dark mode.
   * The page is loaded once, light (the system's scheme), then switched to dark the way the
   * theme's switch does it: the `dark` class on `<html>`, which every dark style hangs on.
   */
  async function audit(path: string): Promise<string[]> {
    const page = await context.newPage()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    if (path === '/playground') await page.locator('[data-test=emitted]').waitFor()
    await page.addScriptTag({ content: AXE })
    // As the theme's own switch does: no color transitions, so axe reads the final colors.
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
    const found: string[] = []
    for (const scheme of ['light', 'dark'] as const) {
      const violations = (await page.evaluate(async (dark) => {
        document.documentElement.classList.toggle('dark', dark)
        const axe = (window as unknown as { axe: Axe }).axe
        return (await axe.run(document, { resultTypes: ['violations'] })).violations
      }, scheme === 'dark')) as Violation[]
      for (const violation of violations) {
        if (violation.impact !== 'serious' && violation.impact !== 'critical') continue
        const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '))
        found.push(
          `${path} (${scheme}) ${violation.id} [${violation.impact}]: ${violation.nodes.length} × ${where.join(', ')}`,
        )
      }
    }
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
