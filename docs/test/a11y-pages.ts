import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { DOCS } from './user-pages'

/** Every route of a Markdown file of `docs/` itself, its sub-folders included (`guides/openai.md`). */
export function docsRoutes(): string[] {
  const routes: string[] = []
  for (const entry of readdirSync(DOCS, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue
    const path = join(entry.parentPath, entry.name).slice(DOCS.length).replace(/^\//, '')
    if (/^(node_modules|api|packages|test|scripts|public|\.)/.test(path)) continue
    if (path === 'README.md') continue
    routes.push(path === 'index.md' ? '/' : `/${path.slice(0, -3)}`)
  }
  return routes.sort()
}

/**
 * The API reference is generated from one template per kind of export: one page of each kind,
 * and a package index, stand for the hundreds of pages (checking them all would take minutes).
 */
export const API_SAMPLES = [
  '/api/',
  '/api/@polytool/core/',
  '/api/@polytool/core/functions/createTool',
  '/api/@polytool/core/interfaces/ToolCallRuntime',
  '/api/@polytool/core/classes/ToolError',
  '/api/@polytool/core/type-aliases/ToolModelOutput',
  '/api/@polytool/zod/variables/createTool',
]
