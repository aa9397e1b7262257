import { describe, expect, it } from 'vitest'
import * as y from 'yup'
import { fromDescription } from './index'
import { defaultsIn } from './test-fixtures/defaults-in'

// `fromDescription` is public, and the adapter dropped the defaults strict Yup never applies
// only after it: called on its own, it told the model of defaults `execute` never gets. A
// description does not say which schema is strict.

const strictSearch = y
  .object({
    q: y.string().strict().defined(),
    sort: y.string().strict().oneOf(['relevance', 'date']).default('relevance'),
    limit: y.number().strict().default(10),
  })
  .strict()

const castSearch = y.object({
  q: y.string().defined(),
  limit: y.number().default(10),
  sort: y.string().strict().default('relevance'),
})

describe('attack: fromDescription on its own states defaults strict Yup never applies', () => {
  it('a strict schema: no default, with or without the schema', () => {
    expect(defaultsIn(fromDescription(strictSearch.describe()))).toEqual([])
    expect(defaultsIn(fromDescription(strictSearch.describe(), { schema: strictSearch }))).toEqual(
      [],
    )
    // What Yup does: nothing is filled in.
    expect(strictSearch.validateSync({ q: 'x' })).toEqual({ q: 'x' })
  })

  it('a root string, strict: no default', () => {
    const sort = y.string().strict().default('relevance')
    expect(fromDescription(sort.describe())).not.toHaveProperty('default')
  })

  it('given the schema, a cast one keeps the defaults Yup applies, and only those', () => {
    expect(defaultsIn(fromDescription(castSearch.describe(), { schema: castSearch }))).toEqual([10])
    // Without the schema, the description cannot tell which default is applied: none is stated.
    expect(defaultsIn(fromDescription(castSearch.describe()))).toEqual([])
  })
})
