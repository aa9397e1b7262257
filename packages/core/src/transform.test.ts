import { describe, expect, it, vi } from 'vitest'
import { transformPayload } from './transform'

const payload = { output: { apiKey: 'secret-value', name: 'Acme' }, toolName: 't' }

describe('transformPayload', () => {
  it('passes payloads through for a target the tool does not configure', async () => {
    const tool = { id: 't', transform: { transcript: { output: () => 'shaped' } } }
    expect(await transformPayload(tool, 'display', 'output', payload)).toBe(payload)
    expect(await transformPayload({ id: 't' }, 'display', 'output', payload)).toBe(payload)
  })

  it('fails closed when the transform throws, and reports it', async () => {
    const log = vi.fn()
    const tool = {
      id: 't',
      transform: {
        display: {
          output: () => {
            throw new Error('bug')
          },
        },
      },
    }
    const shown = await transformPayload(tool, 'display', 'output', payload, { log })
    expect(shown).toEqual({ redacted: true, phase: 'output', reason: 'transform-failed' })
    expect(JSON.stringify(shown)).not.toContain('secret-value')
    expect(log).toHaveBeenCalledWith(
      'error',
      'Transform display.output of tool t failed',
      expect.any(Object),
    )
  })

  it('awaits async transforms', async () => {
    const tool = { id: 't', transform: { display: { output: async () => ({ name: 'Acme' }) } } }
    expect(await transformPayload(tool, 'display', 'output', payload)).toEqual({ name: 'Acme' })
  })
})
