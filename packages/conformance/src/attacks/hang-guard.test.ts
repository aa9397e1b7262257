import { describe, expect, it } from 'vitest'
import { withinHangGuard } from './hang-guard'

describe('the attack hang guard', () => {
  it('names the option to lower when an asynchronous attack does not finish', async () => {
    const never = () => new Promise<never>(() => {})
    await expect(
      withinHangGuard(never, { option: 'wrongItems', size: 200_000 }, 20),
    ).rejects.toThrow(
      /took longer than 0\.02 s with wrongItems: 200,000\. .*pass a smaller `wrongItems` in describeAttacks' options \(e\.g\. \{ wrongItems: 50000 \}\)/,
    )
  })

  it('fails a synchronous attack that held the event loop past the guard', async () => {
    const busy = () => {
      const until = performance.now() + 40
      while (performance.now() < until) {}
      return 'done'
    }
    await expect(withinHangGuard(busy, { option: 'enumMembers', size: 8 }, 20)).rejects.toThrow(
      /smaller `enumMembers`/,
    )
  })

  it('returns what a quick attack returns', async () => {
    expect(await withinHangGuard(() => 42, { option: 'valueDepth', size: 1 }, 1_000)).toBe(42)
  })
})
