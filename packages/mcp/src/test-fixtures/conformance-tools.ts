import { createTool } from '@polytool/core'
import { z } from 'zod'
import { PIXEL_PNG } from './tools'

// The tools the official conformance suite's server scenarios call, written as polytool tools.

const WAV = 'UklGRiQAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQAAAAA='

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const conformanceTools = [
  createTool({
    id: 'test_simple_text',
    description: 'Returns simple text',
    execute: async () => 'This is a simple text response for testing.',
  }),
  createTool({
    id: 'test_image_content',
    description: 'Returns an image',
    toModelOutput: () => ({
      type: 'content',
      value: [{ type: 'image-data', data: PIXEL_PNG, mediaType: 'image/png' }],
    }),
    execute: async () => 'image',
  }),
  createTool({
    id: 'test_audio_content',
    description: 'Returns audio',
    toModelOutput: () => ({
      type: 'content',
      value: [{ type: 'file-data', data: WAV, mediaType: 'audio/wav' }],
    }),
    execute: async () => 'audio',
  }),
  createTool({
    id: 'test_embedded_resource',
    description: 'Returns an embedded resource',
    toModelOutput: () => ({
      type: 'content',
      value: [
        {
          type: 'file-data',
          data: btoa('This is an embedded resource content.'),
          mediaType: 'text/plain',
          filename: 'embedded-resource.txt',
        },
      ],
    }),
    execute: async () => 'resource',
  }),
  createTool({
    id: 'test_multiple_content_types',
    description: 'Returns text, an image and a resource',
    toModelOutput: () => ({
      type: 'content',
      value: [
        { type: 'text', text: 'Multiple content types test:' },
        { type: 'image-data', data: PIXEL_PNG, mediaType: 'image/png' },
        {
          type: 'file-data',
          data: btoa('{"test":"data","value":123}'),
          mediaType: 'application/json',
          filename: 'mixed-content-resource.json',
        },
      ],
    }),
    execute: async () => 'mixed',
  }),
  createTool({
    id: 'test_error_handling',
    description: 'Always fails',
    execute: async (): Promise<string> => {
      throw new Error('This tool intentionally returns an error for testing')
    },
  }),
  createTool({
    id: 'test_tool_with_progress',
    description: 'Reports progress 0, 50 and 100 of 100',
    execute: async (_input, context) => {
      for (const progress of [0, 50, 100]) {
        context.mcp?.progress?.({ progress, total: 100 })
        if (progress < 100) await sleep(50)
      }
      return 'Progress test completed'
    },
  }),
  createTool({
    id: 'test_elicitation',
    description: 'Asks the user for a username and email',
    inputSchema: z.object({ message: z.string() }),
    execute: async ({ message }, context) => {
      const answer = await context.mcp!.elicitation.sendRequest({
        message,
        requestedSchema: {
          type: 'object',
          properties: {
            username: { type: 'string', description: 'User’s response' },
            email: { type: 'string', description: 'User’s email address' },
          },
          required: ['username', 'email'],
        },
      })
      return `User response: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`
    },
  }),
  elicitingTool(
    'test_elicitation_sep1034_defaults',
    'Asks with a default for every primitive type',
    {
      name: { type: 'string', default: 'John Doe' },
      age: { type: 'integer', default: 30 },
      score: { type: 'number', default: 95.5 },
      status: { type: 'string', enum: ['active', 'inactive', 'pending'], default: 'active' },
      verified: { type: 'boolean', default: true },
    },
  ),
  elicitingTool('test_elicitation_sep1330_enums', 'Asks with each kind of enum', {
    untitledSingle: { type: 'string', enum: ['option1', 'option2', 'option3'] },
    titledSingle: {
      type: 'string',
      oneOf: [
        { const: 'value1', title: 'First Option' },
        { const: 'value2', title: 'Second Option' },
        { const: 'value3', title: 'Third Option' },
      ],
    },
    legacyEnum: {
      type: 'string',
      enum: ['opt1', 'opt2', 'opt3'],
      enumNames: ['Option One', 'Option Two', 'Option Three'],
    },
    untitledMulti: {
      type: 'array',
      items: { type: 'string', enum: ['option1', 'option2', 'option3'] },
    },
    titledMulti: {
      type: 'array',
      items: {
        anyOf: [
          { const: 'value1', title: 'First Choice' },
          { const: 'value2', title: 'Second Choice' },
          { const: 'value3', title: 'Third Choice' },
        ],
      },
    },
  }),
]

/** A tool without input that asks the client for the given fields, and says what came back. */
function elicitingTool(id: string, description: string, properties: Record<string, unknown>) {
  return createTool({
    id,
    description,
    execute: async (_input, context) => {
      const answer = await context.mcp!.elicitation.sendRequest({
        message: description,
        requestedSchema: { type: 'object', properties } as never,
      })
      return `Elicitation completed: action=${answer.action}, content=${JSON.stringify(answer.content ?? {})}`
    },
  })
}
