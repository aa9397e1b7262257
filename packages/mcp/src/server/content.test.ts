import { describe, expect, it } from 'vitest'
import { toMcpContent } from './content'

describe('toMcpContent', () => {
  it('carries text and JSON as text blocks', () => {
    expect(toMcpContent({ type: 'text', value: 'Sunny' })).toEqual({
      content: [{ type: 'text', text: 'Sunny' }],
      isError: false,
    })
    expect(toMcpContent({ type: 'json', value: { a: [1, null] } })).toEqual({
      content: [{ type: 'text', text: '{"a":[1,null]}' }],
      isError: false,
    })
  })

  it('marks error outputs as errors', () => {
    expect(toMcpContent({ type: 'error-text', value: 'No such city' })).toEqual({
      content: [{ type: 'text', text: 'No such city' }],
      isError: true,
    })
    expect(toMcpContent({ type: 'error-json', value: { reason: 'quota' } })).toEqual({
      content: [{ type: 'text', text: '{"reason":"quota"}' }],
      isError: true,
    })
  })

  it('maps each kind of content part', () => {
    const { content } = toMcpContent({
      type: 'content',
      value: [
        { type: 'file-data', data: 'AAAA', mediaType: 'audio/wav' },
        { type: 'file-data', data: 'BBBB', mediaType: 'image/jpeg', filename: 'x.jpg' },
        { type: 'file-data', data: 'CCCC', mediaType: 'text/csv' },
        { type: 'file-url', url: 'https://example.com/a%20b.csv?x=1' },
        { type: 'image-url', url: 'https://example.com' },
        { type: 'file-id', fileId: 'file-123' },
        { type: 'image-file-id', fileId: { openai: 'file-9' } },
        { type: 'custom', providerOptions: { anthropic: { cache: true } } },
      ],
    })
    expect(content).toEqual([
      { type: 'audio', data: 'AAAA', mimeType: 'audio/wav' },
      { type: 'image', data: 'BBBB', mimeType: 'image/jpeg' },
      {
        type: 'resource',
        resource: { uri: 'attachment:file', mimeType: 'text/csv', blob: 'CCCC' },
      },
      { type: 'resource_link', uri: 'https://example.com/a%20b.csv?x=1', name: 'a b.csv' },
      { type: 'resource_link', uri: 'https://example.com', name: 'example.com' },
      { type: 'text', text: '{"type":"file-id","fileId":"file-123"}' },
      { type: 'text', text: '{"type":"image-file-id","fileId":{"openai":"file-9"}}' },
    ])
  })
})
