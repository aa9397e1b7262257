import { ONE_PIXEL_PNG } from '@polytool/bridge-scenarios'
import { createTool } from '@polytool/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { toAgentsToolOutput } from './model-output'
import { runAgent } from './test-fixtures/run'

describe('toAgentsToolOutput', () => {
  it('sends text and errors as text, and JSON as its text', () => {
    expect(toAgentsToolOutput({ type: 'text', value: 'hi' })).toBe('hi')
    expect(toAgentsToolOutput({ type: 'error-text', value: 'no' })).toBe('no')
    // A JSON value shaped like an SDK part stays text, never a part.
    expect(toAgentsToolOutput({ type: 'json', value: { type: 'text', text: 'x' } })).toBe(
      '{"type":"text","text":"x"}',
    )
    expect(toAgentsToolOutput({ type: 'error-json', value: [1] })).toBe('[1]')
  })

  it('maps every content part to the SDK output types', () => {
    expect(
      toAgentsToolOutput({
        type: 'content',
        value: [
          { type: 'text', text: 'A chart' },
          { type: 'image-data', data: 'AAAA', mediaType: 'image/png' },
          { type: 'image-url', url: 'https://example.com/a.png' },
          { type: 'image-file-id', fileId: { openai: 'file-img' } },
          { type: 'file-data', data: 'BBBB', mediaType: 'application/pdf', filename: 'a.pdf' },
          { type: 'file-data', data: 'CCCC', mediaType: 'text/csv' },
          { type: 'file-url', url: 'https://example.com/a.pdf' },
          { type: 'file-id', fileId: 'file-doc' },
        ],
      }),
    ).toEqual([
      { type: 'text', text: 'A chart' },
      { type: 'image', image: { data: 'AAAA', mediaType: 'image/png' } },
      { type: 'image', image: { url: 'https://example.com/a.png' } },
      { type: 'image', image: { fileId: 'file-img' } },
      { type: 'file', file: { data: 'BBBB', mediaType: 'application/pdf', filename: 'a.pdf' } },
      { type: 'file', file: 'data:text/csv;base64,CCCC' },
      { type: 'file', file: { url: 'https://example.com/a.pdf' } },
      { type: 'file', file: { id: 'file-doc' } },
    ])
  })

  it('answers with an error text, never half the parts, when a part cannot be carried', () => {
    expect(
      toAgentsToolOutput({
        type: 'content',
        value: [{ type: 'text', text: 'x' }, { type: 'custom' }],
      }),
    ).toBe(
      'The tool result could not be sent: a custom part has no equivalent in the OpenAI Agents SDK',
    )
    expect(
      toAgentsToolOutput({
        type: 'content',
        value: [{ type: 'file-id', fileId: { anthropic: 'file_1' } }],
      }),
    ).toBe('The tool result could not be sent: the file id has no `openai` entry')
  })

  it('reaches the Responses API as input_text, input_image and input_file items', async () => {
    const report = createTool({
      id: 'report',
      description: 'A report',
      inputSchema: z.object({}),
      execute: async () => 'ok',
      toModelOutput: () => ({
        type: 'content',
        value: [
          { type: 'text', text: 'The report:' },
          { type: 'image-data', data: ONE_PIXEL_PNG, mediaType: 'image/png' },
          { type: 'file-data', data: 'JVBERi0=', mediaType: 'application/pdf', filename: 'r.pdf' },
        ],
      }),
    })
    const { outputs } = await runAgent(
      [report],
      [{ toolCalls: [{ name: 'report', arguments: '{}' }] }, { text: 'Read it.' }],
    )
    expect(outputs[0]?.output).toMatchObject([
      { type: 'input_text', text: 'The report:' },
      { type: 'input_image', image_url: `data:image/png;base64,${ONE_PIXEL_PNG}` },
      { type: 'input_file', file_data: 'data:application/pdf;base64,JVBERi0=', filename: 'r.pdf' },
    ])
  })
})
