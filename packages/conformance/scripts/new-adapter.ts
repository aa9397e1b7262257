import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { conformanceCases } from '../src/cases'

// `pnpm new-adapter <name>`: writes packages/<name>, an adapter skeleton that passes all of CI as
// written (lint, typecheck, the kit, the type tests and the release rehearsal's package checks):
// every fixture is a `pending(...)` placeholder, which the kit lists as pending and checks once
// it is replaced by a schema.

const NAME = /^[a-z][a-z0-9-]{0,40}$/
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')

/**
 * Writes the skeleton of `@polytool/<name>` into `dir`, formatted by the workspace's biome;
 * refuses a bad name or an existing dir.
 *
 * @param dir - Where to write it (inside the workspace: its configs extend the root's).
 * @param name - The package name after `@polytool/`.
 * @returns The paths written, relative to `dir`.
 */
export function writeAdapterSkeleton(dir: string, name: string): string[] {
  if (!NAME.test(name)) {
    throw new Error(
      `expected a package name like "mylib" (${NAME}), received ${JSON.stringify(name)}`,
    )
  }
  if (existsSync(dir)) throw new Error(`${dir} already exists`)
  const files = skeleton(name)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  formatLikeTheWorkspace(dir)
  return Object.keys(files)
}

/**
 * Writes the changeset that releases the new package (`.changeset/<name>-adapter.md`), unless
 * one is there.
 *
 * @param root - The workspace root.
 * @param name - The package name after `@polytool/`.
 * @returns The path written, or `undefined` when a changeset was there.
 */
export function writeAdapterChangeset(root: string, name: string): string | undefined {
  const path = join(root, '.changeset', `${name}-adapter.md`)
  if (existsSync(path)) return undefined
  writeFileSync(
    path,
    `---\n"@polytool/${name}": minor\n---\n\nNew package \`@polytool/${name}\`: the ${name} adapter.\n`,
  )
  return path
}

// The workspace's formatter decides line breaks; templates would have to guess them per name.
function formatLikeTheWorkspace(dir: string): void {
  const biome = join(ROOT, 'node_modules/.bin/biome')
  const result = spawnSync(biome, ['format', '--write', dir], { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`biome format of ${dir} failed: ${result.stderr || result.stdout}`)
  }
}

function skeleton(name: string): Record<string, string> {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, _dash, letter: string) =>
    letter.toUpperCase(),
  )
  const camel = pascal[0]!.toLowerCase() + pascal.slice(1)
  const adapter = `${camel}Adapter`
  const cases = Object.keys(conformanceCases)
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`
  return {
    'package.json': json({
      name: `@polytool/${name}`,
      version: '0.0.0',
      description: `${pascal} adapter for polytool.`,
      license: 'MIT',
      repository: {
        type: 'git',
        url: 'git+https://github.com/polytool-dev/polytool.git',
        directory: `packages/${name}`,
      },
      homepage: `https://github.com/polytool-dev/polytool/tree/main/packages/${name}#readme`,
      bugs: { url: 'https://github.com/polytool-dev/polytool/issues' },
      type: 'module',
      sideEffects: false,
      engines: { node: '^20.19.0 || >=22.12.0' },
      exports: {
        '.': {
          '@polytool/source': './src/index.ts',
          types: './dist/index.d.ts',
          default: './dist/index.js',
        },
        './package.json': './package.json',
      },
      main: './dist/index.js',
      types: './dist/index.d.ts',
      files: ['dist'],
      publishConfig: {
        exports: {
          '.': { types: './dist/index.d.ts', default: './dist/index.js' },
          './package.json': './package.json',
        },
      },
      scripts: {
        build:
          'tsdown src/index.ts --format esm --platform neutral --dts --sourcemap --tsconfig tsconfig.build.json --log-level warn',
        typecheck: 'tsc --noEmit -p tsconfig.json',
      },
      dependencies: { '@polytool/core': 'workspace:*' },
      devDependencies: {
        '@polytool/conformance': 'workspace:*',
        'fast-check': '4.11.0',
        vitest: '4.1.12',
      },
    }),
    'tsconfig.json': json({
      extends: '../../tsconfig.base.json',
      compilerOptions: { lib: ['ES2022', 'DOM'], types: [] },
      include: ['src'],
    }),
    'tsconfig.build.json': json({
      extends: './tsconfig.json',
      compilerOptions: { customConditions: [], declarationMap: false },
      exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/**/test-fixtures/**'],
    }),
    'vitest.config.ts': `import { sourceProject } from '../../vitest.shared.ts'\n\nexport default sourceProject('${name}')\n`,
    'README.md': `# @polytool/${name}\n\nThe ${pascal} adapter for polytool. See docs/adapters.md for how to finish it.\n\n## Security\n\n- Trusted: the schemas you write. Untrusted: every value validated.\n`,
    'src/adapter.ts': `import type { JsonSchemaAdapter, JsonSchemaRequest, StandardSchemaV1 } from '@polytool/core'

/**
 * The ${pascal} adapter: turns one ${pascal} schema into JSON Schema, and tags with
 * \`markUnrepresentable\` every part that does not say exactly what the validator checks.
 */
export const ${adapter}: JsonSchemaAdapter = {
  vendor: '${name}',
  targets: ['draft-2020-12'],
  toJsonSchema(_schema: StandardSchemaV1, request: JsonSchemaRequest): object {
    // Called only once a fixture is written: the kit then fails its case until this is.
    throw new Error(\`not written yet: the ${name} adapter cannot convert the \${request.io} side\`)
  },
}
`,
    'src/index.ts': `import { createToolWith } from '@polytool/core'
import { ${adapter} } from './adapter'

export { ${adapter} }

/**
 * \`createTool\` for ${pascal} schemas, bound to the ${pascal} adapter.
 *
 * @example
 * import { createTool } from '@polytool/${name}'
 */
export const createTool = createToolWith(${adapter})
`,
    'src/test-fixtures/conformance.ts': `import { pending } from '@polytool/conformance'

// One export per logical case of @polytool/conformance, under the case's name. Replace each
// pending placeholder with the ${pascal} schema the case describes, or \`unsupported('reason')\`:
// the kit lists the placeholders as pending, and checks each case once it is written.

${cases.map((kase) => `export const ${kase} = pending('${kase}', '${name}')`).join('\n')}
`,
    'src/test-fixtures/attacks.ts': `import { type AttackFixtures, pending } from '@polytool/conformance'

// The schemas of @polytool/conformance's adversarial suite, under its names. Each attack runs
// once the fixtures it needs are written.
export const attackFixtures: AttackFixtures = {
  tree: pending('tree', '${name}'),
  credentials: pending('credentials', '${name}'),
  numbers: pending('numbers', '${name}'),
  nested: () => pending('nested', '${name}'),
  choice: () => pending('choice', '${name}'),
  rejecting: () => pending('rejecting', '${name}'),
  rejectingNextToFailure: () => pending('rejectingNextToFailure', '${name}'),
  asyncTransformInSyncPipe: () => pending('asyncTransformInSyncPipe', '${name}'),
  asyncCheckInSyncPart: pending('asyncCheckInSyncPart', '${name}'),
  promisedValue: pending('promisedValue', '${name}'),
  asyncMessage: () => pending('asyncMessage', '${name}'),
  inheritedKeys: pending('inheritedKeys', '${name}'),
  readOnceShape: () => pending('readOnceShape', '${name}'),
  emptyObject: () => pending('emptyObject', '${name}'),
  asyncCheck: () => pending('asyncCheck', '${name}'),
  plainObject: pending('plainObject', '${name}'),
  looseObject: pending('looseObject', '${name}'),
  strictObject: pending('strictObject', '${name}'),
  strippingObject: pending('strippingObject', '${name}'),
  record: pending('record', '${name}'),
  choiceObject: () => pending('choiceObject', '${name}'),
  optionalObjects: pending('optionalObjects', '${name}'),
  nullableObject: pending('nullableObject', '${name}'),
  tupleObjects: pending('tupleObjects', '${name}'),
  patternRecord: pending('patternRecord', '${name}'),
  unionObjects: pending('unionObjects', '${name}'),
  objectOrString: pending('objectOrString', '${name}'),
}
`,
    'src/conformance.test.ts': `import { describeConformance, type FixtureSet } from '@polytool/conformance'
import { ${adapter} } from './adapter'
import * as fixtures from './test-fixtures/conformance'

describeConformance('${name}', fixtures satisfies FixtureSet, {
  adapter: ${adapter},
  // Declare each gap where it is (docs/adapters.md, section 4), e.g.:
  // lossy: { date: { code: 'date', reason: 'JSON Schema has no Date type' } },
  // looser: { url: { keyword: 'format', reason: 'the URL parser accepts "a:"' } },
})
`,
    'src/attacks.attack.test.ts': `import { describeAttacks } from '@polytool/conformance'
import { ${adapter} } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('${name}', attackFixtures, { adapter: ${adapter} })
`,
    'src/conformance.test-d.ts': `import type { InfersCaseTypes } from '@polytool/conformance'
import { describe, expectTypeOf, test } from 'vitest'
import type * as fixtures from './test-fixtures/conformance'

type Fixtures = typeof fixtures

// Check 8 of the conformance kit: each fixture infers the case's input and output types (a
// pending placeholder has none yet). One test per case, so a failure names its case.
describe('conformance types: ${name}', () => {
${cases.map((kase) => `  test('${kase}', () => expectTypeOf<InfersCaseTypes<Fixtures, '${kase}'>>().toEqualTypeOf<true>())`).join('\n')}
})
`,
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (invokedDirectly) {
  const name = process.argv[2] ?? ''
  try {
    const dir = join(ROOT, 'packages', name)
    const written = writeAdapterSkeleton(dir, name)
    const changeset = writeAdapterChangeset(ROOT, name)
    console.log(`Wrote packages/${name}: ${written.join(', ')}.`)
    if (changeset) console.log(`Wrote ${changeset}: edit it to say what the adapter does.`)
    console.log(
      `Next: pnpm --filter @polytool/${name} add --save-peer <your library> (a peer and a dev dependency), pnpm install, then \`npx vitest run --project ${name}\` (it passes, listing every case as pending), then follow docs/adapters.md.`,
    )
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error))
    process.exitCode = 1
  }
}
