// The shape checks of a packed package, shared by the release rehearsal and the test that
// generates an adapter with `pnpm new-adapter` (packages/conformance/scripts).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const NODE_RANGE = '^20.19.0 || >=22.12.0'
const REPOSITORY = 'git+https://github.com/polytool-dev/polytool.git'

/**
 * What is wrong with a packed package, as the registry would serve it: no workspace protocol,
 * no source condition, engines, repository, homepage and bugs, no stray files.
 * @param {string} tarball - The path of the `.tgz` that `pnpm pack` wrote.
 * @returns {string[]} The problems, empty when the package is fine.
 */
export function packedManifestProblems(tarball) {
  const manifest = JSON.parse(run('tar', ['-xzOf', tarball, 'package/package.json']))
  const files = new Set(run('tar', ['-tzf', tarball]).split('\n').filter(Boolean))
  const problems = []
  const text = JSON.stringify(manifest)
  if (text.includes('workspace:')) problems.push('a dependency keeps the workspace: protocol')
  if (JSON.stringify(manifest.exports).includes('@polytool/source'))
    problems.push('the exports keep the @polytool/source condition')
  if (manifest.engines?.node !== NODE_RANGE) problems.push(`engines.node is not "${NODE_RANGE}"`)
  if (manifest.repository?.url !== REPOSITORY || !manifest.repository?.directory) {
    problems.push('repository (with directory) is missing')
  }
  if (!manifest.homepage || !manifest.bugs?.url) problems.push('homepage or bugs is missing')
  if (manifest.dependencies?.tsx && manifest.name !== '@polytool/cli') {
    problems.push('tsx is a runtime dependency (only @polytool/cli may load TypeScript)')
  }
  for (const file of files)
    if (file.endsWith('.d.ts.map')) problems.push(`${file} points to sources not shipped`)
  const referenced = [
    manifest.main,
    manifest.types,
    ...Object.values(manifest.bin ?? {}),
    ...exportTargets(manifest.exports),
  ]
  for (const file of referenced.filter(Boolean)) {
    if (!files.has(join('package', file)))
      problems.push(`${file} is referenced but not in the tarball`)
  }
  return problems
}

function exportTargets(exports) {
  if (typeof exports === 'string') return [exports]
  if (exports === null || typeof exports !== 'object') return []
  return Object.values(exports).flatMap(exportTargets)
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error) throw result.error
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}\n${result.stderr}`)
  return result.stdout
}
