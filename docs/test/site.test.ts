import { existsSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Response } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUDGET_BYTES, playgroundScripts } from '../scripts/size.mjs'
import { docsRoutes } from './a11y-pages'
import { chromiumAvailable, useBuiltSite } from './browser'

const SCREENSHOTS = fileURLToPath(new URL('../.screenshots', import.meta.url))

/** The routes of the pages written in `docs/` itself (`workers.md` → `/workers`, `guides/openai.md`). */
function guides(): string[] {
  return docsRoutes().filter((route) => route !== '/')
}

describe.runIf(chromiumAvailable())('the built docs site in chromium', () => {
  const site = useBuiltSite()

  // Opens the home page, types a query into the local search and waits for its first result.
  async function search(query: string) {
    const { page } = await site.open('/')
    await page.locator('.VPNavBarSearch button').click()
    await page.locator('#localsearch-input').fill(query)
    const results = page.locator('#localsearch-list .result')
    await results.first().waitFor()
    return { page, results }
  }

  beforeAll(() => {
    mkdirSync(SCREENSHOTS, { recursive: true })
  })

  // Every guide, each waited for until the network is idle: minutes on a loaded machine.
  it('loads the home page, the guides, a package page and the playground with no console errors', {
    timeout: 300_000,
  }, async () => {
    for (const path of ['/', ...guides(), '/packages/core', '/playground', '/api/']) {
      const { page, errors } = await site.open(path)
      await page.locator('.VPContent').first().waitFor({ state: 'visible' })
      expect(errors, path).toEqual([])
      await page.close()
    }
  })

  it('finds createTool with the local search, naming the package of each result', async () => {
    const { page, results } = await search('createTool')
    expect(await results.count()).toBeGreaterThan(0)
    const text = (await page.locator('#localsearch-list').textContent()) ?? ''
    expect(text).toContain('createTool')
    // Six packages export a createTool: each result names its package.
    expect(text).toContain('createTool() · @polytool/core')
    expect(text).toContain('createTool · @polytool/zod')
    await page.close()
  })

  it('shows the fragment note above an API example that does not run alone, and none above one that does', async () => {
    const fragment = await site.open('/api/@polytool/core/functions/createToolCallRuntime')
    await expect(fragment.page.locator('.code-fragment-note').count()).resolves.toBe(1)
    await fragment.page.close()
    const whole = await site.open('/api/@polytool/zod/variables/createTool')
    await expect(whole.page.locator('.code-fragment-note').count()).resolves.toBe(0)
    await whole.page.close()
  })

  it('finds the Installation page first for "install", ahead of the contributor kit', async () => {
    const { page, results } = await search('install')
    const links = await results.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    )
    expect(links[0]).toMatch(/^\/installation(\.html)?$/)
    const kit = links.findIndex((link) => link.includes('/packages/conformance'))
    const quickStart = links.findIndex((link) => link.includes('/quick-start'))
    if (kit !== -1) expect(kit).toBeGreaterThan(quickStart)
    await page.close()
  })

  // A crawl of every page (over 400): minutes on a loaded machine.
  it('resolves every internal link of every page, and its anchor', {
    timeout: 300_000,
  }, async () => {
    const seen = new Set<string>()
    const broken: string[] = []
    const queue = ['/']
    const anchors: { from: string; path: string; id: string }[] = []
    const ids = new Map<string, Set<string>>()
    while (queue.length > 0) {
      const path = queue.shift() as string
      if (seen.has(path)) continue
      seen.add(path)
      const response = await fetch(`${site.base}${path}`)
      if (response.status !== 200) {
        broken.push(`${path} (${response.status})`)
        continue
      }
      if (!response.headers.get('content-type')?.startsWith('text/html')) continue
      const html = await response.text()
      ids.set(path, new Set([...html.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id as string)))
      for (const [, href] of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const url = new URL(href as string, `${site.base}${path}`)
        if (url.origin !== site.base) continue
        queue.push(decodeURIComponent(url.pathname))
        if (url.hash.length > 1)
          anchors.push({
            from: path,
            path: decodeURIComponent(url.pathname),
            id: url.hash.slice(1),
          })
      }
    }
    expect(broken).toEqual([])
    const missing = anchors.filter(({ path, id }) => !ids.get(path)?.has(decodeURIComponent(id)))
    expect(missing.map(({ from, path, id }) => `${from} → ${path}#${id}`)).toEqual([])
    for (const guide of guides()) expect(seen, 'a guide the sidebar does not link').toContain(guide)
    expect(seen.size).toBeGreaterThan(100) // the guides, the packages and the API reference
  })

  it('makes an optional field nullable for OpenAI strict and decodes the null back to absent', async () => {
    const { page, errors } = await site.open('/playground')
    await page.locator('[data-test=example]').selectOption('weather')
    await page.locator('[data-test=target]').selectOption('openai')
    await page.locator('[data-test=strict]').check()
    const emitted = page.locator('[data-test=emitted]')
    await expect.poll(() => emitted.textContent().catch(() => '')).toContain('"units"')
    const schema = JSON.parse((await emitted.textContent()) ?? '')
    expect(schema.required).toContain('units')
    expect(JSON.stringify(schema.properties.units)).toContain('null')
    await page.locator('[data-test=args]').fill('{ "location": "Paris", "units": null }')
    const decoded = page.locator('[data-test=decoded]')
    await expect.poll(() => decoded.textContent().catch(() => '')).toContain('Paris')
    expect(JSON.parse((await decoded.textContent()) ?? '')).toEqual({ location: 'Paris' })
    expect(await page.locator('[data-test=verdict]').textContent()).toContain('accepts')
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows the limit error for a pathological schema and keeps the page responsive', async () => {
    const { page } = await site.open('/playground')
    await page.locator('[data-test=example]').selectOption('pathological')
    const error = page.locator('[data-test=error]')
    await error.waitFor({ timeout: 20_000 })
    expect(await error.textContent()).toMatch(
      /SchemaLimitError.*MAX_UNION_PRODUCT|MAX_UNION_PRODUCT.*SchemaLimitError/s,
    )
    // The page still answers: the next schema converts as usual.
    await page.locator('[data-test=example]').selectOption('weather')
    await page.locator('[data-test=emitted]').waitFor({ timeout: 10_000 })
    await page.close()
  })

  it('loads no more JavaScript on the playground than the build measured, within the budget', async () => {
    const loaded = new Set<string>()
    const record = (response: Response) => {
      const url = new URL(response.url())
      if (url.origin === site.base && url.pathname.endsWith('.js'))
        loaded.add(`${url.pathname.slice(1)} ${response.request().resourceType()}`)
    }
    site.context.on('response', record)
    const { page } = await site.open('/playground')
    await page.locator('[data-test=emitted]').waitFor()
    site.context.off('response', record)
    // Every script the page runs is measured; the rest are idle prefetches (type `other`) of
    // the chunks of the other pages it links to, which serve those pages.
    const scripts = playgroundScripts()
    const measured = scripts.map((script) => script.file)
    const unmeasured = [...loaded].filter((entry) => {
      const [file, type] = entry.split(' ') as [string, string]
      return type === 'script'
        ? !measured.includes(file)
        : !/^assets\/[\w@.-]+\.md\.[\w-]+\.js$/.test(file)
    })
    expect(unmeasured).toEqual([])
    expect([...loaded].filter((entry) => entry.endsWith(' script')).length).toBeGreaterThan(3)
    expect(scripts.reduce((sum, script) => sum + script.gzip, 0)).toBeLessThanOrEqual(BUDGET_BYTES)
    await page.close()
  })

  it('writes screenshots of the home page and the playground in light and dark mode', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [name, path] of [
        ['home', '/'],
        ['playground', '/playground'],
      ]) {
        const { page } = await site.open(path as string)
        await page.emulateMedia({ colorScheme: scheme })
        await page.reload({ waitUntil: 'networkidle' })
        if (name === 'playground') {
          await page.locator('[data-test=args]').fill('{ "location": "Paris", "units": null }')
          await page.locator('[data-test=verdict]').waitFor()
          await page.locator('[data-test=args]').scrollIntoViewIfNeeded()
        }
        const file = `${SCREENSHOTS}/${name}-${scheme}.png`
        await page.screenshot({ path: file, fullPage: false })
        expect(existsSync(file)).toBe(true)
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          scheme === 'dark',
        )
        await page.close()
      }
    }
  })
})
