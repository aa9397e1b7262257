import { describeAttacks } from '@polytool/conformance'
import { arktypeAdapter } from './adapter'
import { attackFixtures } from './test-fixtures/attacks'

describeAttacks('arktype', attackFixtures, {
  adapter: arktypeAdapter,
  // ArkType cannot build a deep schema to begin with: its parser recurses (a RangeError near
  // 1,000 levels) and building nested types costs quadratic time, so no hostile value reaches
  // polytool that way. 60 levels still checks that a deep schema converts.
  schemaDepth: 60,
  // ArkType's own costs, before polytool sees anything: building an enum is quadratic in its
  // members (10,000 take about 20 s) and each wrong array item costs about 30 µs to report.
  enumMembers: 2_000,
  wrongItems: 50_000,
})
