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
]
