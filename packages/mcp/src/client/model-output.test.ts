import { describe, expect, it } from 'vitest'
import { mcpResultToModelOutput } from './model-output'

describe('mcpResultToModelOutput', () => {
  it('shows one text block as text', () => {
    expect(mcpResultToModelOutput({ content: [{ type: 'text', text: 'Sunny' }] })).toEqual({
      type: 'text',
      value: 'Sunny',
    })
  })

  it('shows an error result as error text, whatever its blocks', () => {
    expect(
      mcpResultToModelOutput({
        content: [
          { type: 'text', text: 'Bad city' },
          { type: 'text', text: 'Try again' },
        ],
        isError: true,
      }),
    ).toEqual({ type: 'error-text', value: 'Bad city\nTry again' })
    expect(mcpResultToModelOutput({ content: [], isError: true })).toEqual({
      type: 'error-text',
      value: 'The MCP server reported an error without a message.',
    })
  })

  it('maps every MCP block to a content part', () => {
    expect(
      mcpResultToModelOutput({
        content: [
          { type: 'text', text: 'Chart' },
          { type: 'image', data: 'AAAA', mimeType: 'image/png' },
          { type: 'audio', data: 'BBBB', mimeType: 'audio/wav' },
          {
            type: 'resource_link',
            uri: 'https://example.com/r.csv',
            name: 'r.csv',
            mimeType: 'text/csv',
          },
          { type: 'resource', resource: { uri: 'file:///notes.md', text: '# Notes' } },
          { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'CCCC' } },
        ],
      }),
    ).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'Chart' },
        { type: 'image-data', data: 'AAAA', mediaType: 'image/png' },
        { type: 'file-data', data: 'BBBB', mediaType: 'audio/wav' },
        { type: 'file-url', url: 'https://example.com/r.csv', mediaType: 'text/csv' },
        { type: 'text', text: '# Notes' },
        { type: 'file-data', data: 'CCCC', mediaType: 'application/octet-stream' },
      ],
    })
  })
})
