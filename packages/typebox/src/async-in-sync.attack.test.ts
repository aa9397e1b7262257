import { recordingTool, thrownBy } from '@polytool/conformance'
import { AsyncInSyncError, isValidationError, PROMISED_VALUE_MESSAGE } from '@polytool/core'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { createTool, standard } from './index'

const define = (inputSchema: ReturnType<typeof standard>) => recordingTool(createTool, inputSchema)

const REFUSED_DEFAULT = 'the default filled in for a key left out is refused by the schema'

describe('async functions TypeBox calls synchronously', () => {
  it('refuses an async Type.Refine when the tool is created, with its path', () => {
    const name = Type.Refine(Type.String(), (async (text: string) => text === 'admin') as never)
    const thrown = thrownBy(() => define(standard(Type.Object({ name }))))
    expect(thrown).toBeInstanceOf(AsyncInSyncError)
    expect(thrown).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['properties', 'name', '~refine', 0, 'check'],
    })
  })

  it('refuses an async Type.Refine error message when the tool is created, with its path', () => {
    const message = (async () => 'not admin') as never
    const name = Type.Refine(Type.String(), (text) => text === 'admin', message)
    const thrown = thrownBy(() => define(standard(Type.Object({ name }))))
    expect(thrown).toMatchObject({
      code: 'SCHEMA_ASYNC_IN_SYNC',
      path: ['properties', 'name', '~refine', 0, 'error'],
    })
  })

  it('keeps a synchronous Type.Refine', () => {
    const name = Type.Refine(Type.String(), (text) => text !== '')
    expect(() => define(standard(Type.Object({ name })))).not.toThrow()
  })

  it('a default given as a function that returns a promise never reaches execute', async () => {
    const a = Type.Optional(Type.String({ default: () => Promise.resolve('d') }))
    const { tool, received } = define(standard(Type.Object({ a })))
    const result = await tool.execute({})
    expect(received).toEqual([])
    // The promise is checked with the value once filled in: a string schema refuses it.
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: `${REFUSED_DEFAULT}: must be string` },
    ])
  })

  it('a promise given as the default never reaches execute', async () => {
    const a = Type.Optional(Type.Unsafe<string>({ default: Promise.resolve('d') }))
    const { tool, received } = define(standard(Type.Object({ a })))
    const result = await tool.execute({})
    expect(received).toEqual([])
    expect(isValidationError(result) && result.issues).toEqual([
      { path: ['a'], message: PROMISED_VALUE_MESSAGE },
    ])
  })

  // A property getter that throws on its first read once armed (the search) and gives the check after.
  it('refuses a schema that throws while it is searched', () => {
    const checked = Type.Refine(Type.String(), (async (text: string) => text !== '') as never)
    let armed = false
    const properties = {
      get name() {
        if (armed) {
          armed = false
          throw new Error('not yet')
        }
        return checked
      },
    }
    const schema = standard(Type.Object({ name: Type.String() }))
    Object.defineProperty(schema.type, 'properties', { value: properties })
    armed = true
    const error = thrownBy(() => define(schema))
    expect(error).toBeInstanceOf(AsyncInSyncError)
    expect(error).toMatchObject({ code: 'SCHEMA_ASYNC_IN_SYNC', path: ['properties'] })
    expect((error as Error).message).toMatch(/could not be searched/)
  })
})
