/**
 * One conformance suite for every schema library adapter of polytool. It checks that what a model
 * is told (the JSON Schema) accepts exactly what the validator accepts, case by case.
 *
 * @packageDocumentation
 */
export {
  type AjvError,
  type AjvJudge,
  compileJudge,
  createUtf16Validator,
  createValidator,
  type JsonSchemaValidator,
} from './ajv'
export { renameProtoKeys } from './ajv-proto-keys'
export { type AttackOptions, describeAttacks } from './attacks/describe-attacks'
export { describeFastPath } from './attacks/fast-path'
export type { AttackFixtures } from './attacks/fixtures'
export { type RecordingTool, recordingTool, thrownBy } from './attacks/recording-tool'
export { withSchemaNodeLimit } from './attacks/schema-node-limit'
export { collectUnhandledRejections } from './attacks/unhandled-rejections'
export {
  bad,
  type ConformanceCase,
  type ExpectedKeyword,
  type InvalidSample,
  type IssuePath,
  ok,
  type ValidSample,
} from './case'
export { type CaseName, conformanceCases } from './cases'
export type { LooserGap, LossyGap, Side } from './checks/declared-gaps'
export type { KeywordChange } from './checks/reference-keywords'
export type { UnlikeReference } from './checks/reference-problems'
export {
  type ConformanceOptions,
  type DeclaredIssuePaths,
  describeConformance,
} from './describe-conformance'
export type {
  ConformanceTypes,
  InfersCaseTypes,
  SameType,
  TypeMismatches,
} from './expected-types'
export { type FixtureSet, isSupported, type Unsupported, unsupported } from './fixture-set'
export {
  collectMatrix,
  type Matrix,
  type MatrixCell,
  renderMatrix,
  type VitestJsonReport,
} from './matrix'
export type { ConformanceMeta } from './meta'
export { isPending, type Pending, pending } from './pending'
export { describeToolRoots } from './tool-roots'
