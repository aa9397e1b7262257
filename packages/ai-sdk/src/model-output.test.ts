import { describe, expect, it } from 'vitest'
import { toAISDKModelOutput } from './model-output'

describe('toAISDKModelOutput', () => {
  it('keeps text, JSON and error outputs as they are', () => {
    for (const output of [
      { type: 'text', value: 'sunny' },
      { type: 'json', value: { temperature: 21 } },
      { type: 'error-text', value: 'location: expected a string' },
      { type: 'error-json', value: { code: 'X' } },
    ] as const) {
      expect(toAISDKModelOutput(output)).toEqual(output)
    }
  })

  it('turns images and files into the AI SDK file parts', () => {
    expect(
      toAISDKModelOutput({
        type: 'content',
        value: [
          { type: 'text', text: 'Here' },
          { type: 'image-data', data: 'AAA=', mediaType: 'image/png' },
          { type: 'image-url', url: 'https://example.com/a.jpg' },
          { type: 'file-data', data: 'BBB=', mediaType: 'application/pdf', filename: 'a.pdf' },
          { type: 'file-url', url: 'https://example.com/a.pdf', mediaType: 'application/pdf' },
          { type: 'file-id', fileId: { openai: 'file_1' } },
          { type: 'image-file-id', fileId: 'file_2' },
          { type: 'custom', providerOptions: { anthropic: { type: 'x' } } },
        ],
      }),
    ).toEqual({
      type: 'content',
      value: [
        { type: 'text', text: 'Here' },
        { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAA=' } },
        {
          type: 'file',
          mediaType: 'image',
          data: { type: 'url', url: new URL('https://example.com/a.jpg') },
        },
        {
          type: 'file',
          mediaType: 'application/pdf',
          data: { type: 'data', data: 'BBB=' },
          filename: 'a.pdf',
        },
        {
          type: 'file',
          mediaType: 'application/pdf',
          data: { type: 'url', url: new URL('https://example.com/a.pdf') },
        },
        {
          type: 'file',
          mediaType: 'application',
          data: { type: 'reference', reference: { openai: 'file_1' } },
        },
        { type: 'image-file-id', fileId: 'file_2' },
        { type: 'custom', providerOptions: { anthropic: { type: 'x' } } },
      ],
    })
  })

  it('sends an error instead of content with a URL that does not parse', () => {
    expect(
      toAISDKModelOutput({ type: 'content', value: [{ type: 'image-url', url: 'not a url' }] }),
    ).toEqual({
      type: 'error-text',
      value: 'The tool result could not be sent: expected an absolute URL, received "not a url"',
    })
  })
})
