import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { packedManifestProblems } from '../../../.ci/package-shape.mjs'
import { conformanceCases } from '../src/cases'
import { writeAdapterChangeset, writeAdapterSkeleton } from './new-adapter'

// The author's path, as CI runs it: the skeleton is generated inside the workspace (its configs
// extend the root's), linked to the workspace packages as `pnpm install` would, and must pass all
// of CI as generated: lint, typecheck, the kit and the type tests (every case listed as pending),
// and the release rehearsal's checks of one package (manifest, types, import and require). Then
// the guide's example adapter is filled in, and lint, typecheck, the kit and the type tests pass.
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const name = `zz-skeleton-${process.pid}`
const dir = join(root, 'packages', name)
const caseCount = Object.keys(conformanceCases).length
const GUIDE_EXAMPLE = '<!-- example: packages/yup/src/adapter.ts -->'

function link(target: string, as: string): void {
  mkdirSync(dirname(as), { recursive: true })
  symlinkSync(target, as, 'dir')
}

// The generated package's type tests are part of what is checked: CI's `pnpm typecheck` never
// saw them, so vitest runs them here even under CI's POLYTOOL_TYPE_TESTS_CHECKED=1.
const childEnv = { ...process.env, POLYTOOL_TYPE_TESTS_CHECKED: '0' }

function run(command: string, args: string[], cwd = dir) {
  return spawnSync(command, args, {
    cwd,
    env: childEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
}

interface JsonReport {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[]
  }[]
}

// Outside the package: biome would lint the report.
const reportFile = join(tmpdir(), `${name}-report.json`)

function kit(...args: string[]) {
  rmSync(reportFile, { force: true })
  const { stdout, stderr, status } = run(process.execPath, [
    join(dir, 'node_modules/vitest/vitest.mjs'),
    'run',
    // The default reporter prints what the tests log (the pending list); the JSON one the results.
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...args,
  ])
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
  return {
    tests: report.testResults.flatMap((file) => file.assertionResults),
    output: stdout + stderr,
    // A suite without a test fails the run though every test passed.
    status,
  }
}

const lint = () => run(join(root, 'node_modules/.bin/biome'), ['check', dir], root)
const typecheck = () =>
  run(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'])

/** The guide's example adapter: the ```ts block after its marker in docs/adapters.md. */
function guideExample(): string {
  const guide = readFileSync(join(root, 'docs/adapters.md'), 'utf8')
  const after = guide.slice(guide.indexOf(GUIDE_EXAMPLE) + GUIDE_EXAMPLE.length)
  const block = /```ts[^\n]*\n([\s\S]*?)```/.exec(after)
  if (!guide.includes(GUIDE_EXAMPLE) || !block) throw new Error(`no ${GUIDE_EXAMPLE} in the guide`)
  return block[1]!
}

describe('pnpm new-adapter', () => {
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
    rmSync(reportFile, { force: true })
  })

  it('refuses a bad name and an existing directory', () => {
    expect(() => writeAdapterSkeleton(join(root, 'packages', 'x'), '../evil')).toThrow(
      /package name/,
    )
    expect(() => writeAdapterSkeleton(join(root, 'packages', 'core'), 'core')).toThrow(
      /already exists/,
    )
  })

  it('writes a changeset for the new package, and keeps one that is there', () => {
    const changesets = join(dir, 'changeset-root')
    mkdirSync(join(changesets, '.changeset'), { recursive: true })
    const written = writeAdapterChangeset(changesets, 'mylib')
    expect(readFileSync(written!, 'utf8')).toContain('"@polytool/mylib": minor')
    expect(writeAdapterChangeset(changesets, 'mylib')).toBeUndefined()
    rmSync(dir, { recursive: true, force: true })
  })

  it("shows the Yup adapter as the guide's example, as it is", () => {
    expect(guideExample()).toBe(readFileSync(join(root, 'packages/yup/src/adapter.ts'), 'utf8'))
  })

  it('writes a package that passes CI as generated, and the kit with the guide example', {
    timeout: 480_000,
  }, () => {
    writeAdapterSkeleton(dir, name)
    const modules = join(dir, 'node_modules')
    link(join(root, 'packages/core'), join(modules, '@polytool/core'))
    link(join(root, 'packages/conformance'), join(modules, '@polytool/conformance'))
    for (const dependency of ['vitest', 'fast-check']) {
      link(join(root, 'packages/conformance/node_modules', dependency), join(modules, dependency))
    }

    // As generated: lint, typecheck (the type tests too), build, and the release rehearsal's
    // checks of one package.
    const linted = lint()
    expect(linted.status, linted.stdout + linted.stderr).toBe(0)
    const typed = typecheck()
    expect(typed.status, typed.stdout + typed.stderr).toBe(0)
    const build = run(join(root, 'node_modules/.bin/tsdown'), [
      'src/index.ts',
      '--format',
      'esm',
      '--platform',
      'neutral',
      '--dts',
      '--tsconfig',
      'tsconfig.build.json',
      '--log-level',
      'warn',
    ])
    expect(build.status, build.stderr).toBe(0)
    const packed = run('pnpm', ['pack', '--pack-destination', join(dir, 'packed')])
    expect(packed.status, packed.stderr).toBe(0)
    const [tarball] = readdirSync(join(dir, 'packed'))
    expect(packedManifestProblems(join(dir, 'packed', tarball!))).toEqual([])
    const types = run(join(root, 'node_modules/.bin/attw'), [
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      join(dir, 'packed', tarball!),
    ])
    expect(types.status, types.stdout + types.stderr).toBe(0)
    for (const load of [
      [
        '--input-type=module',
        '-e',
        "const m = await import('./dist/index.js'); if (typeof m.createTool !== 'function') throw new Error('no createTool')",
      ],
      [
        '--input-type=commonjs',
        '-e',
        "if (typeof require('./dist/index.js').createTool !== 'function') throw new Error('no createTool')",
      ],
    ]) {
      const loaded = run(process.execPath, load)
      expect(loaded.status, loaded.stderr).toBe(0)
    }

    // As generated, the kit and the type tests pass, listing every case as pending: nothing is
    // judged, so nothing passes by mistake, and the list says what to write.
    const generated = kit()
    expect(
      generated.tests
        .filter((test) => test.status !== 'passed')
        .map((test) => `${test.title}: ${test.failureMessages.join('\n')}`),
    ).toEqual([])
    expect(generated.status, generated.output).toBe(0)
    expect(generated.tests.filter((test) => test.title === 'pending')).toHaveLength(caseCount + 1)
    expect(generated.output).toContain(`conformance: ${name}: ${caseCount} case(s) pending`)
    expect(generated.output).toContain('  - stringLength: a string of 2 to 5 characters')
    expect(generated.output).toContain(
      'pending: the attack fixtures tree, credentials, numbers, nested, choice, rejecting, rejectingNextToFailure, asyncTransformInSyncPipe, asyncCheckInSyncPart, promisedValue, asyncMessage, inheritedKeys, promisedCheck, readOnceShape, emptyObject, asyncCheck, plainObject, looseObject, strictObject, strippingObject, record, choiceObject, optionalObjects, nullableObject, tupleObjects, patternRecord, unionObjects, objectOrString are not written yet',
    )

    // The guide's example filled in: its adapter, its converter and its fixtures.
    const yup = join(root, 'packages/yup/src')
    writeFileSync(join(dir, 'src/adapter.ts'), guideExample())
    // Every module the Yup adapter is made of, so a new one of them is copied too.
    const yupModules = readdirSync(yup).filter(
      (file) =>
        file.endsWith('.ts') &&
        !file.includes('.test') &&
        file !== 'adapter.ts' &&
        file !== 'index.ts',
    )
    for (const file of [
      ...yupModules,
      'test-fixtures/conformance.ts',
      'test-fixtures/attacks.ts',
      'conformance.test.ts',
      'conformance.test-d.ts',
    ]) {
      copyFileSync(join(yup, file), join(dir, 'src', file))
    }
    writeFileSync(
      join(dir, 'src/index.ts'),
      "import { createToolWith } from '@polytool/core'\nimport { yupAdapter } from './adapter'\n\nexport { yupAdapter }\n\n/** `createTool` for Yup schemas. */\nexport const createTool = createToolWith(yupAdapter)\n",
    )
    writeFileSync(
      join(dir, 'src/attacks.attack.test.ts'),
      "import { describeAttacks } from '@polytool/conformance'\nimport { yupAdapter } from './adapter'\nimport { attackFixtures } from './test-fixtures/attacks'\n\ndescribeAttacks('yup', attackFixtures, { adapter: yupAdapter, wrongItems: 50_000 })\n",
    )
    link(join(root, 'packages/yup/node_modules/yup'), join(modules, 'yup'))
    const lintedFilled = lint()
    expect(lintedFilled.status, lintedFilled.stdout + lintedFilled.stderr).toBe(0)
    const typedFilled = typecheck()
    expect(typedFilled.status, typedFilled.stdout + typedFilled.stderr).toBe(0)

    // A first run has no snapshots: it fails, saying how to write them; then `-u` writes them.
    const first = kit('src/conformance.test.ts').tests
    const snapshots = first.filter((test) => test.title === 'snapshot')
    expect(snapshots.length).toBeGreaterThan(0)
    expect(snapshots.every((test) => test.status === 'failed')).toBe(true)
    expect(snapshots[0]!.failureMessages.join('\n')).toContain('Write it with `npx vitest run -u`')
    // The kit and the type tests (`conformance` names both files); the attacks are Yup's own.
    const filled = kit('-u', 'conformance')
    const written = filled.tests
    const failed = written.filter((test) => test.status !== 'passed')
    expect(failed.map((test) => `${test.title}: ${test.failureMessages.join('\n')}`)).toEqual([])
    expect(filled.status, filled.output).toBe(0)
    expect(written.filter((test) => Object.hasOwn(conformanceCases, test.title))).toHaveLength(
      caseCount,
    )
  })
})
