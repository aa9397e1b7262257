import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'
import { includedLinks } from './links.mjs'
import { PACKAGES, REPO_URL } from './sources.mjs'

const docs = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** Guides that other work adds to `docs/` appear in the sidebar once their file exists. */
const optionalGuides: DefaultTheme.SidebarItem[] = [
  { text: 'Writing an adapter', link: '/adapters' },
  { text: 'Distributed workers', link: '/workers' },
  { text: 'Observability', link: '/observability' },
  { text: 'Migrating from Mastra', link: '/migrate/mastra' },
  { text: 'From the OpenAI Agents SDK', link: '/migrate/openai-agents' },
  { text: 'From LangChain tools', link: '/migrate/langchain' },
  { text: 'Remote MCP servers', link: '/mcp' },
].filter((item) => existsSync(docs(`${item.link?.slice(1)}.md`)))

/** The API sidebar that `scripts/api.mjs` generates with TypeDoc (absent before its first run). */
function apiSidebar(): DefaultTheme.SidebarItem[] {
  const file = docs('api/typedoc-sidebar.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : []
}

export default defineConfig({
  title: 'polytool',
  description:
    'Define an AI-agent tool once with the schema library you use; run it safely and hand it to any model provider or MCP client.',
  head: [['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }]],
  cleanUrls: true,
  lastUpdated: false,
  srcExclude: ['README.md', 'scripts/**', 'test/**', '.screenshots/**', 'public/**'],
  markdown: { config: (md) => md.use(includedLinks) },
  vite: {
    // The playground bundles the packages from their sources: no build of the packages needed.
    resolve: { conditions: ['@polytool/source'] },
    worker: { format: 'es' },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/getting-started' },
      { text: 'Packages', link: '/packages/core' },
      { text: 'API', link: '/api/' },
      { text: 'Playground', link: '/playground' },
    ],
    sidebar: [
      {
        text: 'Guide',
        items: [
          { text: 'Getting started', link: '/getting-started' },
          { text: 'Playground', link: '/playground' },
          { text: 'Conformance matrix', link: '/conformance' },
          ...optionalGuides,
          { text: 'Security', link: '/security' },
          { text: 'Contributing', link: '/contributing' },
        ],
      },
      {
        text: 'Packages',
        items: PACKAGES.map((name) => ({ text: `@polytool/${name}`, link: `/packages/${name}` })),
      },
      { text: 'API reference', link: '/api/', collapsed: true, items: apiSidebar() },
    ],
    search: { provider: 'local' },
    socialLinks: [{ icon: 'github', link: REPO_URL }],
    outline: [2, 3],
  },
})
