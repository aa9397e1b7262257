import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium } from 'playwright-core'

/** Debian's chromium: browser downloads are not possible here, so the tests drive the system one. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
