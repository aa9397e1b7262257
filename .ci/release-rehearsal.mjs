// Release rehearsal: what a user gets from the registry, before it is published. Packs every
// published package with `pnpm pack` (as `changeset publish` does through pnpm), checks each
// tarball's manifest and types (Are The Types Wrong, ESM-only profile), installs the tarballs
// with npm into a fresh project outside the workspace, and there type-checks the smoke program
// under `module: nodenext` and runs it on Node 20 and Node 22, runs `polytool check`, the
// conformance kit under vitest 3, and `require()` of every library.
//
// Usage: node .ci/release-rehearsal.mjs [--keep] [report.json]   (after `pnpm build`)
// Each check counts as one test in the report, which .ci/summary.mjs reads like vitest's.
// --keep keeps the temporary folder for a look afterwards.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { packedManifestProblems } from './package-shape.mjs'

const root = resolve(import.meta.dirname, '..')
const keep = process.argv.includes('--keep')
const reportPath = process.argv.slice(2).find((arg) => arg !== '--keep')

// What the consumer installs next to the tarballs: the versions the workspace tests with, and
// vitest 3, the older major the conformance kit's peer range accepts.
const CONSUMER_DEPENDENCIES = [
  'zod@4.6.7',
  'valibot@1.5.0',
  '@valibot/to-json-schema@1.8.0',
  'arktype@2.2.10',
  'typebox@1.4.3',
  'effect@4.1.0',
  'yup@1.7.1',
  '@modelcontextprotocol/sdk@1.32.2',
  'ai@7.0.173',
  '@mastra/core@1.71.0',
  '@openai/agents@0.20.0',
  '@langchain/core@1.4.0',
  '@langchain/langgraph@1.7.3',
  'langchain@1.5.14',
  'vitest@3.2.7',
  'typescript@5.9.3',
  '@types/node@20.19.43',
]

const results = { passed: 0, failed: 0, skipped: 0 }
const work = mkdtempSync(join(tmpdir(), 'polytool-release-rehearsal-'))
const tarballDir = join(work, 'tarballs')
const consumer = join(work, 'consumer')
mkdirSync(tarballDir)
mkdirSync(consumer)
console.log(`Release rehearsal in ${work}`)

const packages = readdirSync(join(root, 'packages'))
  .map((dir) => ({
    dir: join(root, 'packages', dir),
    manifestPath: join(root, 'packages', dir, 'package.json'),
  }))
  .filter(({ manifestPath }) => existsSync(manifestPath))
  .map(({ dir, manifestPath }) => ({
    dir,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private)

const tarballs = []
for (const { dir, manifest } of packages) {
  const tarball = join(
    tarballDir,
    `${manifest.name.slice(1).replace('/', '-')}-${manifest.version}.tgz`,
  )
  check(`pack ${manifest.name}`, () => {
    run('pnpm', ['pack', '--pack-destination', tarballDir], { cwd: dir })
    const problems = packedManifestProblems(tarball)
    if (problems.length > 0) throw new Error(problems.join('\n'))
  })
  // A tarball with a bad manifest is still installed: the checks below show what users would see.
  if (!existsSync(tarball)) continue
  tarballs.push(tarball)
  if (manifest.exports?.['.']?.types) {
    check(`types of ${manifest.name} (attw --profile esm-only)`, () =>
      run(join(root, 'node_modules/.bin/attw'), [
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        tarball,
      ]),
    )
  }
}

cpSync(join(root, '.ci/release-rehearsal'), consumer, { recursive: true })
cpSync(join(root, 'packages/zod/src/test-fixtures'), join(consumer, 'test-fixtures'), {
  recursive: true,
})
cpSync(
  join(root, 'packages/zod/src/__snapshots__/conformance.test.ts.snap'),
  join(consumer, '__snapshots__/conformance.test.ts.snap'),
)
writeFileSync(
  join(consumer, 'package.json'),
  `${JSON.stringify({ name: 'polytool-release-rehearsal', private: true, type: 'module' }, null, 2)}\n`,
)

const installed = check('npm install of the tarballs in a fresh project', () =>
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      // What npm's cache holds (the docs examples installed most of it) is used as it is.
      '--prefer-offline',
      ...tarballs,
      ...CONSUMER_DEPENDENCIES,
    ],
    {
      cwd: consumer,
    },
  ),
)
if (installed) {
  const compiled = check('tsc of the smoke program under module nodenext', () =>
    run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], {
      cwd: consumer,
    }),
  )
  const node22 = node22Command()
  for (const [label, node] of [
    [`Node ${process.version}`, [process.execPath]],
    ['Node 22', node22],
  ]) {
    if (node === undefined) {
      console.log(`skip ${label}: npx cannot provide it here`)
      results.skipped += 2
      continue
    }
    if (compiled) {
      check(`smoke program on ${label}`, () =>
        run(node[0], [...node.slice(1), 'dist/smoke.js'], { cwd: consumer }),
      )
    }
    check(`require() of every library on ${label}`, () =>
      run(node[0], [...node.slice(1), '--input-type=commonjs', '-e', requireEveryLibrary()], {
        cwd: consumer,
      }),
    )
  }
  check('import under the @polytool/source condition finds built files', () =>
    run(
      process.execPath,
      ['--conditions=@polytool/source', '--input-type=module', '-e', importEveryLibrary()],
      {
        cwd: consumer,
      },
    ),
  )
  check('polytool check on the TypeScript tools module', () => {
    const output = run(join(consumer, 'node_modules/.bin/polytool'), ['check', 'tools.ts'], {
      cwd: consumer,
    })
    if (!output.includes('3 tool(s), 4 provider(s): 0 error(s)'))
      throw new Error(`unexpected report:\n${output}`)
  })
  check('conformance kit under vitest 3', () =>
    run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'conformance.test.ts'], {
      cwd: consumer,
    }),
  )
}

if (keep) console.log(`Kept ${work}`)
else rmSync(work, { recursive: true, force: true })

const { passed, failed, skipped } = results
console.log(
  `Release rehearsal: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
)
if (reportPath) {
  const report = {
    numPassedTests: passed,
    numFailedTests: failed,
    numPendingTests: skipped,
    testResults: [],
  }
  writeFileSync(reportPath, `${JSON.stringify(report)}\n`)
}
process.exit(failed === 0 ? 0 : 1)

/** Runs one named check: prints `ok` or `FAIL` with what went wrong, and counts it. */
function check(name, body) {
  const started = Date.now()
  try {
    body()
    console.log(`ok   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    results.passed++
    return true
  } catch (error) {
    console.log(`FAIL ${name}\n${String(error.message).replace(/^/gm, '     ')}`)
    results.failed++
    return false
  }
}

/** Runs a command to its end; throws with its output when it fails, else returns its stdout. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  })
  if (result.error) throw result.error
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited ${result.status}\n${result.stdout}${result.stderr}`,
    )
  }
  return result.stdout
}

/** The packages an application loads: not the conformance kit, which only loads inside vitest. */
function libraries() {
  return packages
    .filter(({ manifest }) => manifest.exports?.['.'] && !manifest.peerDependencies?.vitest)
    .map(({ manifest }) => manifest.name)
}

function requireEveryLibrary() {
  return libraries()
    .map(
      (name) =>
        `if (Object.keys(require(${JSON.stringify(name)})).length === 0) throw new Error('${name}: no exports')`,
    )
    .join('\n')
}

function importEveryLibrary() {
  return libraries()
    .map(
      (name) =>
        `if (Object.keys(await import(${JSON.stringify(name)})).length === 0) throw new Error('${name}: no exports')`,
    )
    .join('\n')
}

/** How to run Node 22 here (`npx node@22`, as for the AI SDK's tests), or undefined. */
function node22Command() {
  const command = ['npx', '--yes', 'node@22']
  const probe = spawnSync(command[0], [...command.slice(1), '--version'], {
    encoding: 'utf8',
    cwd: consumer,
  })
  return probe.status === 0 && probe.stdout.startsWith('v22.') ? command : undefined
}
