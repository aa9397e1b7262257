import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type DefaultTheme, defineConfig } from 'vitepress'
import { codeFragments } from './fragments.mjs'
import { includedLinks } from './links.mjs'
import { re2OnDemand } from './re2-on-demand.mjs'
import { PACKAGES, REPO_URL } from './sources.mjs'

const docs = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))

/** The pages of a sidebar group whose file exists: guides other work adds join once written. */
function existing(items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] {
  return items.filter(
    (item) => item.link === undefined || existsSync(docs(`${item.link.slice(1)}.md`)),
  )
}

/** The user path: from what polytool is, through installing it, to every guide and reference. */
const userPath: DefaultTheme.SidebarItem[] = [
  {
    text: 'Getting started',
    items: existing([
      { text: 'Introduction', link: '/introduction' },
      { text: 'Installation', link: '/installation' },
      { text: 'Quick start', link: '/quick-start' },
    ]),
  },
  {
    text: 'Providers',
    items: existing([
      { text: 'OpenAI', link: '/guides/openai' },
      { text: 'Anthropic', link: '/guides/anthropic' },
      { text: 'Gemini', link: '/guides/gemini' },
    ]),
  },
  {
    text: 'Guides',
    items: existing([
      { text: 'Streaming, approvals, snapshots', link: '/runtime' },
      { text: 'Remote MCP servers', link: '/mcp' },
      { text: 'Distributed workers', link: '/workers' },
      { text: 'Observability', link: '/observability' },
      { text: 'Security', link: '/security' },
      { text: 'Playground', link: '/playground' },
      { text: 'polytool compared', link: '/compared' },
      { text: 'From the AI SDK', link: '/migrate/ai-sdk' },
      { text: 'From Mastra', link: '/migrate/mastra' },
      { text: 'From the OpenAI Agents SDK', link: '/migrate/openai-agents' },
      { text: 'From LangChain tools', link: '/migrate/langchain' },
    ]),
  },
  {
    text: 'Help and reference',
    items: existing([
      { text: 'Cookbook', link: '/cookbook' },
      { text: 'FAQ', link: '/faq' },
      { text: 'Error codes', link: '/errors' },
    ]),
  },
]

/** The contributor path, kept apart from the user path. */
const contributorPath: DefaultTheme.SidebarItem[] = [
  {
    text: 'Contributors',
    items: existing([
      { text: 'Contributing', link: '/contributing' },
      { text: 'Conformance matrix', link: '/conformance' },
      { text: 'Writing an adapter', link: '/adapters' },
    ]),
  },
]

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
  markdown: {
    config: (md) => md.use(includedLinks).use(codeFragments),
    // The default github-light and github-dark token colors fall below 4.5:1 on VitePress's
    // code background (keywords 4.2:1 in light, comments 3.8:1 in dark).
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
  },
  vite: {
    // The playground bundles the packages from their sources: no build of the packages needed.
    resolve: {
      conditions: ['@polytool/source'],
      // Two of VitePress's components, fixed for accessibility (see each component's comment).
      alias: [
        {
          find: /^.*\/VPSidebarItem\.vue$/,
          replacement: fileURLToPath(
            new URL('./theme/components/SidebarItem.vue', import.meta.url),
          ),
        },
        {
          find: /^.*\/VPNavBarSearchButton\.vue$/,
          replacement: fileURLToPath(
            new URL('./theme/components/SearchButton.vue', import.meta.url),
          ),
        },
      ],
    },
    // The worker's first load leaves out the RE2 engine, which only decoding uses.
    worker: { format: 'es', plugins: () => [re2OnDemand()] },
  },
  themeConfig: {
    nav: [
      { text: 'Guide', link: '/introduction' },
      { text: 'Packages', link: '/packages/core' },
      { text: 'API', link: '/api/' },
      { text: 'Playground', link: '/playground' },
      { text: 'Contributors', link: '/contributing' },
    ],
    sidebar: [
      ...userPath,
      {
        text: 'Packages',
        items: PACKAGES.map((name) => ({ text: `@polytool/${name}`, link: `/packages/${name}` })),
      },
      { text: 'API reference', link: '/api/', collapsed: true, items: apiSidebar() },
      ...contributorPath,
    ],
    search: {
      provider: 'local',
      options: {
        miniSearch: {
          searchOptions: {
            // A user's words ("install", "createTool") find the user path first: the
            // Installation page ahead of the quick start's install step, and the pages for
            // contributors (conformance kit, writing an adapter, contributing) after the rest.
            // VitePress sends the function to the browser as its source: it must stand alone.
            boostDocument: (id: string) => {
              const path = id.split('#')[0]?.replace(/\.html$/, '') ?? ''
              if (/\/installation$/.test(path)) return 3
              if (/\/(conformance|contributing|adapters|packages\/conformance)$/.test(path))
                return 0.3
              return 1
            },
          },
        },
      },
    },
    socialLinks: [{ icon: 'github', link: REPO_URL }],
    outline: [2, 3],
  },
})
