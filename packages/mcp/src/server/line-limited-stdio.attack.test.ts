import { describe, expect, it } from 'vitest'
import { openFakeStdio } from '../test-fixtures/fake-stdio'

// Attacks the error owed to a request refused for size: a client may put the request's keys in
// any order, so the id must be found wherever it stands, and never taken from inside params.
const LIMIT = 10_000
const big = 'x'.repeat(100_000)

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, at) =>
    permutations([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]),
  )
}

const members = (id: unknown) =>
  ({
    jsonrpc: '"2.0"',
    id: JSON.stringify(id),
    method: '"tools/call"',
    params: JSON.stringify({ name: 'weather', arguments: { city: big, id: 666 } }),
  }) as Record<string, string>

async function refusedWith(line: string) {
  const { stdin, written, logs, delivered } = await openFakeStdio(LIMIT)
  stdin.write(`${line}\n`)
  stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id: 'next', method: 'ping' })}\n`)
  expect(logs).toHaveLength(1)
  expect(delivered).toEqual([{ jsonrpc: '2.0', id: 'next', method: 'ping' }])
  return written()
}

describe('an oversized request is answered with its own id', () => {
  for (const id of [7, 'call-"7"\\', -3]) {
    for (const order of permutations(['jsonrpc', 'id', 'method', 'params'])) {
      it(`whatever the key order: ${order.join(', ')} (id ${JSON.stringify(id)})`, async () => {
        const fields = members(id)
        const line = `{${order.map((key) => `"${key}":${fields[key]}`).join(',')}}`
        expect(await refusedWith(line)).toEqual([
          { jsonrpc: '2.0', id, error: { code: -32600, message: expect.any(String) } },
        ])
      })
    }
  }

  it('with whitespace around the members', async () => {
    const line = `  { "params" : {"s": "${big}"} ,\t"id" : 12 ,\r "method" : "x" } \r`
    expect(await refusedWith(line)).toMatchObject([{ id: 12 }])
  })

  it('never takes an id from inside params, at either end of the line', async () => {
    const nestedLast = `{"jsonrpc":"2.0","id":5,"method":"x","params":{"s":"${big}","id":66}}`
    const nestedFirst = `{"params":{"id":66,"s":"${big}"},"method":"x","id":5}`
    // A string that ends like a top-level id, escaped as JSON escapes it.
    const forged = `{"method":"x","id":5,"params":{"s":"${big}\\",\\"id\\":66}"}}`
    for (const line of [nestedLast, nestedFirst, forged])
      expect(await refusedWith(line)).toMatchObject([{ id: 5 }])
  })

  it('answers nothing when the id stands between two large members', async () => {
    const line = `{"method":"x","a":"${big}","id":5,"b":"${big}"}`
    expect(await refusedWith(line)).toEqual([])
  })

  it('answers nothing for a response or a notification, whatever the key order', async () => {
    const response = `{"result":{"s":"${big}"},"id":5,"jsonrpc":"2.0"}`
    const error = `{"id":5,"error":{"code":1,"message":"${big}"},"jsonrpc":"2.0"}`
    const notification = `{"params":{"s":"${big}"},"method":"x","jsonrpc":"2.0"}`
    for (const line of [response, error, notification]) expect(await refusedWith(line)).toEqual([])
  })

  it('answers nothing for an id too long to echo or of the wrong type', async () => {
    for (const id of ['i'.repeat(1_000), null, { a: 1 }, [1], true]) {
      const line = `{"method":"x","params":{"s":"${big}"},"id":${JSON.stringify(id)}}`
      expect(await refusedWith(line)).toEqual([])
    }
  })

  it('reads the edges of a 64 MiB line of tiny members and nested arrays, then goes on', async () => {
    const unit = '"a":[[[[0]]]],'
    const middle = unit.repeat(Math.ceil((64 * 1024 * 1024) / unit.length))
    const line = `{"id":9,${middle}"method":"x"}`
    expect(await refusedWith(line)).toMatchObject([{ id: 9 }])
  })
})
