// `pnpm docs:build`: the generated inputs, the static site, then the playground's JavaScript
// budget. Any failing step fails the build.
import { execFileSync } from 'node:child_process'

const docs = new URL('..', import.meta.url).pathname
const run = (command, args) => execFileSync(command, args, { cwd: docs, stdio: 'inherit' })

run('node', ['scripts/prepare.mjs'])
run('npx', ['vitepress', 'build'])
run('node', ['scripts/size.mjs'])
