import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { serve } from './static-server'

/** Debian's chromium: browser downloads are not possible here, so the tests drive the system one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const DOCS = fileURLToPath(new URL('..', import.meta.url))
/** The built site: `.vitepress/dist`, or another build named by `DOCS_DIST` (to compare two). */
const DIST = process.env.DOCS_DIST ?? `${DOCS}.vitepress/dist`
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** Whether the browser is there; outside CI its absence skips the browser tests, loudly. */
export function chromiumAvailable(): boolean {
  const available = existsSync(CHROMIUM)
  if (!available && !process.env.CI) {
    console.warn(
      `\n${'!'.repeat(72)}\n!! SKIPPED: the docs browser tests need ${CHROMIUM} (apt-get install -y chromium)\n${'!'.repeat(72)}\n`,
    )
  }
  return available || Boolean(process.env.CI)
}

/** A headless chromium with a new, empty profile and no background traffic. */
export function launch(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'polytool-docs-')), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1280, height: 900 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** The built site served on 127.0.0.1, and a browser to visit it; both ready once `beforeAll` ran. */
export interface BuiltSite {
  /** The site's origin, `http://127.0.0.1:<port>`. */
  readonly base: string
  readonly context: BrowserContext
  /**
   * Opens a page of the site, recording every uncaught exception, console error and failed
   * response on it.
   *
   * @param path - the route, such as `/playground`
   * @param prepare - runs on the new page before it loads (to listen or add init scripts)
   * @returns the page, and the errors it has had so far (the array keeps filling)
   */
  open(path: string, prepare?: (page: Page) => unknown): Promise<{ page: Page; errors: string[] }>
}

/**
 * Serves the built site and starts chromium for the tests of one file, and stops both after
 * them. The site is built first when `.vitepress/dist` is missing, which takes minutes.
 *
 * @returns the site, whose `base` and `context` are set once the file's `beforeAll` hooks ran
 * @example
 * const site = useBuiltSite()
 * it('loads', async () => {
 *   const { page, errors } = await site.open('/')
 * })
 */
export function useBuiltSite(): BuiltSite {
  let server: Server | undefined
  let base: string | undefined
  let context: BrowserContext | undefined
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
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The built site is used before its beforeAll ran.')
    return value
  }
  return {
    get base() {
      return ready(base)
    },
    get context() {
      return ready(context)
    },
    async open(path, prepare) {
      const page = await ready(context).newPage()
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
      })
      await prepare?.(page)
      await page.goto(`${ready(base)}${path}`, { waitUntil: 'networkidle' })
      return { page, errors }
    },
  }
}

/** What axe reports of one violated rule. */
export interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly nodes: readonly { target: unknown[] }[]
}

/**
 * The serious and critical violations axe-core finds on the page as it is, in light mode and
 * then in dark mode, switched the way the theme's switch does it: the `dark` class on `<html>`,
 * which every dark style hangs on, with no color transitions, so axe reads the final colors.
 *
 * @param page - the page, loaded
 * @returns the violations, with the scheme each was found in
 */
export async function seriousViolations(
  page: Page,
): Promise<{ scheme: 'light' | 'dark'; violation: Violation }[]> {
  await page.addScriptTag({ content: AXE })
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
  const found: { scheme: 'light' | 'dark'; violation: Violation }[] = []
  for (const scheme of ['light', 'dark'] as const) {
    const violations = await page.evaluate(async (dark) => {
      document.documentElement.classList.toggle('dark', dark)
      const axe = (
        window as unknown as {
          axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> }
        }
      ).axe
      return (await axe.run(document, { resultTypes: ['violations'] })).violations as Violation[]
    }, scheme === 'dark')
    for (const violation of violations)
      if (violation.impact === 'serious' || violation.impact === 'critical')
        found.push({ scheme, violation })
  }
  return found
}
