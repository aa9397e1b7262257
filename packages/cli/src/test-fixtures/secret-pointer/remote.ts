import { createTool } from '@polytool/core'
import { fromJsonSchema } from '@polytool/json-schema'

// A remote schema whose property is named after a connection string, with a constraint strict
// mode cannot state: the report points at that property.
export const remote = createTool({
  id: 'remote',
  description: 'A tool from a remote listing',
  inputSchema: fromJsonSchema({
    type: 'object',
    properties: { 'postgres://admin:s3cr3t@db/prod': { type: 'string', minLength: 3 } },
  }),
})
