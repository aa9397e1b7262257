import { describe, expect, it } from 'vitest'
import { isClaim, isJobId, jobIdOf, mintClaim, webCryptoJobIdOf } from './job-identity'

describe('job identities', () => {
  it('mints a fresh 256-bit claim each time', () => {
    const claims = new Set(Array.from({ length: 100 }, mintClaim))
    expect(claims.size).toBe(100)
    for (const claim of claims) {
      expect(isClaim(claim)).toBe(true)
      // 43 base64url characters without padding carry 256 bits.
      expect(atob(claim.replace(/-/g, '+').replace(/_/g, '/'))).toHaveLength(32)
    }
  })

  it('derives the job id as the SHA-256 of the claim, the same every time', async () => {
    const claim = 'A'.repeat(43)
    // base64url(SHA-256("polytool-background-job-id-v1\n" + claim)), computed with Python's hashlib.
    const jobId = await jobIdOf(claim)
    expect(jobId).toBe('job_ogDe0JtY1WYcyvz0YxBIAYqvsr5icACeU0X9U0v8xqE')
    expect(await jobIdOf(claim)).toBe(jobId)
    expect(isJobId(jobId)).toBe(true)
    // Edge runtimes and browsers, without `node:crypto`, derive the same id.
    expect(await webCryptoJobIdOf(claim)).toBe(jobId)
    // A job id given as a claim owns another job.
    expect(await jobIdOf(jobId.slice(4))).not.toBe(jobId)
  })

  it.each([undefined, 42, '', 'call_0', 'x'.repeat(44), `${'a'.repeat(42)}=`])(
    'does not take %s for a claim',
    (value) => {
      expect(isClaim(value)).toBe(false)
    },
  )
})
