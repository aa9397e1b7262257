// The generated inputs of the site: the API reference from the TSDoc (TypeDoc, which fails on an
// export without a doc comment) and the playground's example tools as JSON Schema.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

const docs = new URL('..', import.meta.url).pathname
const run = (command, args) => execFileSync(command, args, { cwd: docs, stdio: 'inherit' })

rmSync(new URL('../api', import.meta.url), { recursive: true, force: true })
run('npx', ['typedoc', '--options', 'typedoc.json'])
run('node', ['--conditions=@polytool/source', '--import', 'tsx', 'scripts/examples.ts'])
