import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { conformanceCases } from '../src/cases'
import { writeAdapterSkeleton } from './new-adapter'

// The skeleton must build and run the kit at once: generated inside the workspace (its configs
// extend the root's), linked to the workspace packages as `pnpm install` would, built, then run.
const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '../../..')
const name = `zz-skeleton-${process.pid}`
const dir = join(root, 'packages', name)
const caseCount = Object.keys(conformanceCases).length

function link(target: string, as: string): void {
  mkdirSync(dirname(as), { recursive: true })
  symlinkSync(target, as, 'dir')
}

interface JsonReport {
  testResults: {
    assertionResults: { title: string; status: string; failureMessages: string[] }[]
  }[]
}

describe('pnpm new-adapter', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses a bad name and an existing directory', () => {
    expect(() => writeAdapterSkeleton(join(root, 'packages', 'x'), '../evil')).toThrow(
      /package name/,
    )
    expect(() => writeAdapterSkeleton(join(root, 'packages', 'core'), 'core')).toThrow(
      /already exists/,
    )
  })

  it('writes a skeleton that builds and fails every case as "not implemented"', {
    timeout: 240_000,
  }, () => {
    writeAdapterSkeleton(dir, name)
    const modules = join(dir, 'node_modules')
    link(join(root, 'packages/core'), join(modules, '@polytool/core'))
    link(join(root, 'packages/conformance'), join(modules, '@polytool/conformance'))
    for (const dependency of ['vitest', 'fast-check']) {
      link(join(root, 'packages/conformance/node_modules', dependency), join(modules, dependency))
    }

    const build = spawnSync(
      join(root, 'node_modules/.bin/tsdown'),
      [
        'src/index.ts',
        '--format',
        'esm',
        '--platform',
        'neutral',
        '--tsconfig',
        'tsconfig.build.json',
        '--log-level',
        'warn',
      ],
      { cwd: dir, encoding: 'utf8' },
    )
    expect(build.status, build.stderr).toBe(0)
    expect(existsSync(join(dir, 'dist/index.js'))).toBe(true)

    const reportFile = join(dir, 'report.json')
    spawnSync(
      process.execPath,
      [join(modules, 'vitest/vitest.mjs'), 'run', '--reporter=json', `--outputFile=${reportFile}`],
      { cwd: dir, encoding: 'utf8' },
    )
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as JsonReport
    const tests = report.testResults.flatMap((file) => file.assertionResults)
    const notImplemented = tests.filter((test) => test.title === 'not implemented')
    expect(notImplemented).toHaveLength(caseCount + 1)
    expect(notImplemented.every((test) => test.status === 'failed')).toBe(true)
    const messages = notImplemented.flatMap((test) => test.failureMessages).join('\n')
    expect(messages).toContain(
      'not implemented: export `stringLength` from your fixtures module, built as a string of 2 to 5 characters',
    )
    expect(messages).toContain('not implemented: the attack fixtures tree, credentials')
    const typeTests = tests.filter((test) => Object.hasOwn(conformanceCases, test.title))
    expect(typeTests).toHaveLength(caseCount)
    expect(typeTests.every((test) => test.status === 'failed')).toBe(true)
    expect(tests.every((test) => test.status === 'failed')).toBe(true)
  })
})
