import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumAvailable, launch } from './browser'
import { CASES, PROFILES, type Profile } from './playground-cases'
import { nodeSchema } from './playground-node'
import { serve } from './static-server'

const DOCS = fileURLToPath(new URL('..', import.meta.url))
const DIST = `${DOCS}.vitepress/dist`
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
/** The most the page's thread may be blocked at once, in ms. */
const LONGEST_TASK_MS = 100
const ENUM_VALUES = 100_000

describe.runIf(chromiumAvailable())('the playground in chromium', () => {
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

  /** Opens the playground, with every uncaught error, console error and script URL recorded. */
  async function open(): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
    const page = await context.newPage()
    const errors: string[] = []
    const scripts: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto(`${base}/playground`, { waitUntil: 'networkidle' })
    await page.locator('[data-test=emitted]').waitFor()
    return { page, errors, scripts }
  }

  async function choose(page: Page, profile: Profile) {
    await page.locator('[data-test=target]').selectOption(profile.target)
    if (profile.strict !== undefined)
      await page.locator('[data-test=strict]').setChecked(profile.strict)
    if (profile.mode !== undefined)
      await page.locator('[data-test=gemini-mode]').selectOption(profile.mode)
  }

  /** The page's answer once it has settled: what it read the schema as, and the provider schema. */
  async function answer(page: Page): Promise<{ detected: string; emitted: unknown }> {
    await page.waitForTimeout(300) // the page waits 250 ms after the last change
    await page.locator('[data-test=busy]').waitFor({ state: 'detached' })
    const detected = (await page.locator('[data-test=detected]').textContent()) ?? ''
    const text = await page.locator('[data-test=emitted]').textContent({ timeout: 10_000 })
    return { detected, emitted: JSON.parse(text ?? '') }
  }

  it('gives the provider schema Node gives, for Zod, Valibot and ArkType source and JSON Schema', {
    timeout: 240_000,
  }, async () => {
    const { page, errors } = await open()
    const compared: string[] = []
    for (const profile of PROFILES) {
      await choose(page, profile)
      for (const input of CASES) {
        await page.locator('[data-test=schema]').fill(input.text)
        const { detected, emitted } = await answer(page)
        const where = `${input.name}, ${profile.name}`
        expect(detected, where).toContain(
          {
            zod: 'Zod source',
            valibot: 'Valibot source',
            arktype: 'ArkType source',
            'json-schema': 'JSON Schema',
          }[input.detected],
        )
        expect(emitted, where).toEqual(nodeSchema(input, profile))
        compared.push(where)
      }
    }
    expect(compared).toHaveLength(CASES.length * PROFILES.length)
    expect(errors).toEqual([])
    await page.close()
  })

  it('loads a schema library only when its source is pasted, and each one once', async () => {
    const { page, scripts } = await open()
    const libraryChunks = () =>
      scripts.filter((path) => /\/assets\/(zod|valibot|arktype)-[\w-]+\.js$/.test(path))
    expect(libraryChunks()).toEqual([])
    const schema = page.locator('[data-test=schema]')
    await schema.fill('z.object({ city: z.string() })')
    await answer(page)
    expect(libraryChunks().map((path) => path.split('/').pop()?.split('-')[0])).toEqual(['zod'])
    await schema.fill('z.object({ town: z.string() })')
    await answer(page)
    await schema.fill("type({ city: 'string' })")
    await answer(page)
    expect(libraryChunks().map((path) => path.split('/').pop()?.split('-')[0])).toEqual([
      'zod',
      'arktype',
    ])
    await page.close()
  })

  it('names the example it shows, and stops naming it once the schema is edited', async () => {
    const { page } = await open()
    const selector = page.locator('[data-test=example]')
    const label = () =>
      selector.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)
    await selector.selectOption('weather-source')
    expect(await label()).toBe('weather: Zod source')
    expect((await answer(page)).detected).toContain('Zod source')
    await page.locator('[data-test=schema]').fill('v.object({ city: v.string() })')
    expect(await label()).toBe('Your own schema')
    expect((await answer(page)).detected).toContain('Valibot source')
    await page.close()
  })

  it('answers a syntax error, a thrown error and a schema in the wrong format with a message and a hint', async () => {
    const { page, errors } = await open()
    const schema = page.locator('[data-test=schema]')
    const shown = async (text: string) => {
      await schema.fill(text)
      await page.waitForTimeout(300)
      await page.locator('[data-test=busy]').waitFor({ state: 'detached' })
      return {
        error: (await page.locator('[data-test=error]').textContent()) ?? '',
        hint:
          (await page
            .locator('[data-test=hint]')
            .textContent()
            .catch(() => '')) ?? '',
      }
    }
    const syntax = await shown('z.object({ city: z.string( })')
    expect(syntax.error).toContain('The Zod source does not parse')
    expect(syntax.hint).toContain('one expression')
    const typed = await shown('const Input: z.ZodType = z.object({ city: z.string() })')
    expect(typed.hint).toContain('TypeScript-only syntax')
    const mixed = await shown('z.object({ city: v.string() })')
    expect(mixed.hint).toContain('calls Zod and Valibot')
    const unknownName = await shown('z.object({ city: zod.string() })')
    expect(unknownName.error).toContain('zod is not defined')
    expect(unknownName.hint).toContain('`z`')
    const notASchema = await shown('z.string().length')
    expect(notASchema.error).toContain('not a Zod schema')
    const objectLiteral = await shown("{ type: 'object', properties: {} }")
    expect(objectLiteral.error).toContain('The schema is not JSON')
    expect(objectLiteral.hint).toContain('double quotes')
    const tsType = await shown('interface Input { city: string }')
    expect(tsType.hint).toContain('TypeScript type')
    const prose = await shown('a city name and a country')
    expect(prose.hint).toContain('z.object({ city: z.string() })')
    const unrepresentable = await shown('z.object({ when: z.date() })')
    expect(unrepresentable.error).toContain('UnrepresentableSchemaError')
    // None of them escaped as an uncaught exception.
    expect(errors).toEqual([])
    await page.close()
  })

  it('validates decoded arguments with the pasted library schema itself', async () => {
    const { page } = await open()
    await page.locator('[data-test=schema]').fill('z.object({ city: z.string().min(2) })')
    await page.locator('[data-test=args]').fill('{ "city": "P" }')
    await answer(page)
    const verdict = page.locator('[data-test=verdict]')
    await expect.poll(() => verdict.textContent()).toContain('rejects')
    await page.locator('[data-test=args]').fill('{ "city": "Paris" }')
    await expect.poll(() => verdict.textContent()).toContain('accepts')
    await page.close()
  })

  /** Long tasks of the page's thread (over 50 ms each), recorded from the start of the page. */
  async function longTasks(page: Page): Promise<number[]> {
    return page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks)
  }

  async function openMeasured(): Promise<Page> {
    const page = await context.newPage()
    await page.addInitScript(() => {
      const tasks: number[] = []
      ;(window as unknown as { longTasks: number[] }).longTasks = tasks
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await page.goto(`${base}/playground`, { waitUntil: 'networkidle' })
    await page.locator('[data-test=emitted]').waitFor()
    return page
  }

  it(`shows a ${ENUM_VALUES.toLocaleString('en')}-value enum without blocking the page for more than ${LONGEST_TASK_MS} ms`, {
    timeout: 120_000,
  }, async () => {
    const page = await openMeasured()
    await page.locator('[data-test=target]').selectOption('mcp')
    await answer(page)
    await page.evaluate(() => {
      ;(window as unknown as { longTasks: number[] }).longTasks.length = 0
    })
    await page
      .locator('[data-test=schema]')
      .fill(
        `v.object({ value: v.picklist(Array.from({ length: ${ENUM_VALUES} }, (_, i) => 'value-' + i)) })`,
      )
    const box = page.locator('[data-test=emitted] [data-test=virtual]')
    await box.waitFor({ timeout: 60_000 })
    const note = (await page.locator('.virtual .note').textContent()) ?? ''
    expect(note).toMatch(/100,0\d\d lines \(2\.\d MB\)/)
    // Scrolled to the middle, the lines there are shown.
    await box.evaluate((element) => {
      element.scrollTop = element.scrollHeight / 2
    })
    await expect.poll(() => box.textContent()).toContain('"value-50000"')
    await page.waitForTimeout(500)
    const tasks = await longTasks(page)
    console.log(
      `long tasks while converting and showing the enum (ms): ${JSON.stringify(tasks.map(Math.round))}`,
    )
    expect(Math.max(0, ...tasks)).toBeLessThanOrEqual(LONGEST_TASK_MS)
    // The whole text is still there to copy.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    await page.locator('[data-test=copy]').first().click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(JSON.parse(copied).properties.value.enum).toHaveLength(ENUM_VALUES)
    await page.close()
  })

  it(`takes a ${ENUM_VALUES.toLocaleString('en')}-value JSON Schema, pasted, without blocking the page for more than ${LONGEST_TASK_MS} ms`, {
    timeout: 180_000,
  }, async () => {
    const values = Array.from({ length: ENUM_VALUES }, (_, i) => `value-${i}`)
    const text = JSON.stringify({ type: 'object', properties: { value: { enum: values } } })
    const ways = {
      // A paste as the browser delivers it: a paste event carrying the text (put in the page
      // beforehand, so that handing it over from the test is not measured).
      paste: (page: Page) =>
        page.locator('[data-test=schema]').evaluate((textarea) => {
          const clipboardData = new DataTransfer()
          clipboardData.setData('text/plain', (window as unknown as { pasted: string }).pasted)
          textarea.dispatchEvent(
            new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
          )
        }),
    }
    for (const [way, enter] of Object.entries(ways)) {
      const page = await openMeasured()
      await page.locator('[data-test=target]').selectOption('mcp')
      await answer(page)
      await page.evaluate((pasted) => {
        ;(window as unknown as { pasted: string }).pasted = pasted
      }, text)
      await page.waitForTimeout(500)
      await page.evaluate(() => {
        ;(window as unknown as { longTasks: number[] }).longTasks.length = 0
      })
      await enter(page)
      await page.locator('[data-test=emitted] [data-test=virtual]').waitFor({ timeout: 60_000 })
      expect(await page.locator('[data-test=schema-collapsed]').textContent()).toMatch(
        /\(1\.\d MB\)/,
      )
      expect(await page.locator('.virtual .note').first().textContent()).toMatch(/100,0\d\d lines/)
      await page.waitForTimeout(500)
      const tasks = await longTasks(page)
      console.log(
        `long tasks, ${way} of the JSON Schema (ms): ${JSON.stringify(tasks.map(Math.round))}`,
      )
      expect(Math.max(0, ...tasks), way).toBeLessThanOrEqual(LONGEST_TASK_MS)
      await page.close()
    }
  })

  it('has no serious or critical axe violation with a long output and with an error hint, light and dark', {
    timeout: 120_000,
  }, async () => {
    const { page } = await open()
    const found: string[] = []
    const audit = async (state: string) => {
      await page.addScriptTag({ content: AXE })
      for (const dark of [false, true]) {
        const violations = await page.evaluate(async (isDark) => {
          document.documentElement.classList.toggle('dark', isDark)
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  d: Document,
                  o: object,
                ) => Promise<{ violations: { id: string; impact: string }[] }>
              }
            }
          ).axe
          return (await axe.run(document, { resultTypes: ['violations'] })).violations
        }, dark)
        for (const violation of violations)
          if (violation.impact === 'serious' || violation.impact === 'critical')
            found.push(`${state} (${dark ? 'dark' : 'light'}): ${violation.id}`)
      }
    }
    await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important }' })
    await page.locator('[data-test=target]').selectOption('mcp')
    await page
      .locator('[data-test=schema]')
      .fill("z.object({ value: z.enum(Array.from({ length: 5000 }, (_, i) => 'v' + i)) })")
    await page.locator('[data-test=emitted] [data-test=virtual]').waitFor({ timeout: 30_000 })
    await audit('long output')
    await page.locator('[data-test=schema]').fill('z.object({ city: z.string( })')
    await page.locator('[data-test=hint]').waitFor()
    await audit('error hint')
    expect(found).toEqual([])
    await page.close()
  })
})
