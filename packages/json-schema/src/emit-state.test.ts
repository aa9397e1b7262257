import { describe, expect, it } from 'vitest'
import { EmitState } from './emit-state'
import { prepareDocument } from './prepare-document'
import { resolveProfile } from './profile'

function stateFor(tag?: { tool: string; schema: 'inputSchema' }): EmitState {
  const profile = resolveProfile('openai', { strict: true })
  return new EmitState(profile, prepareDocument({ type: 'object' }, 'OpenAI'), 1, tag)
}

describe('EmitState warnings', () => {
  it.each([3, 16, 17, 60])(
    'records each warning once per place, with %i places warned about',
    (places) => {
      const state = stateFor()
      for (let round = 0; round < 3; round++) {
        for (let place = 0; place < places; place++) {
          state.warn(`/properties/p${place}`, 'KEYWORD_DROPPED', 'format is dropped')
          state.warn(`/properties/p${place}`, 'CONSTRAINT_IN_DESCRIPTION', 'minLength 1 is stated')
        }
      }
      expect(state.warnings).toHaveLength(2 * places)
      expect(state.warnings[2 * places - 1]).toEqual({
        pointer: `/properties/p${places - 1}`,
        code: 'CONSTRAINT_IN_DESCRIPTION',
        message: 'minLength 1 is stated',
      })
    },
  )

  it('keeps two warnings of one place that differ in their message', () => {
    const state = stateFor()
    state.warn('/a', 'KEYWORD_DROPPED', 'format is dropped')
    state.warn('/a', 'KEYWORD_DROPPED', 'pattern is dropped')
    expect(state.warnings.map((warning) => warning.message)).toEqual([
      'format is dropped',
      'pattern is dropped',
    ])
  })

  it("starts every warning with a tool entry's tag", () => {
    const state = stateFor({ tool: 'get_weather', schema: 'inputSchema' })
    state.warn('/a', 'KEYWORD_DROPPED', 'format is dropped')
    expect(Object.entries(state.warnings[0]!)).toEqual([
      ['tool', 'get_weather'],
      ['schema', 'inputSchema'],
      ['pointer', '/a'],
      ['code', 'KEYWORD_DROPPED'],
      ['message', 'format is dropped'],
    ])
  })
})
