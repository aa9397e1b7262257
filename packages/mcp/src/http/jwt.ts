import type { McpAccessToken } from './access-token'
import { decodeBase64Url, decodeJsonObject } from './base64url'
import { McpTokenError } from './errors'
import { type Jwk, type JwksFetchOptions, type KeySource, remoteKeys, staticKeys } from './jwks'
import { ALGORITHMS, isJwtAlgorithm, type JwtAlgorithm, publicJwk } from './jwt-algorithms'
import { subtle, type WebCryptoKey } from './web-crypto'

/** Options of `createJwtVerifier`. Give `jwksUrl` or `jwks`. */
export interface JwtVerifierOptions extends JwksFetchOptions {
  /** The authorization server's issuer: `iss` must equal it. */
  issuer: string
  /** This server's resource identifier(s): `aud` must contain one. */
  audience: string | readonly string[]
  /** Where the issuer publishes its keys. */
  jwksUrl?: string | URL
  /** The issuer's keys, when they are known ahead. */
  jwks?: { keys: readonly Jwk[] }
  /** Accepted algorithms. Default `['RS256', 'ES256', 'EdDSA']`. */
  algorithms?: readonly JwtAlgorithm[]
  /** Leeway for `exp` and `nbf`, in seconds. Default 30. */
  clockToleranceSeconds?: number
  /** Scopes every token must carry. Default none. */
  requiredScopes?: readonly string[]
  /** Longest token accepted, in characters. Default 16,384. */
  maxTokenLength?: number
}

/**
 * A `verifyAccessToken` for JWT access tokens, on Web Crypto alone. It checks, in order: the
 * shape and size, the algorithm (from `algorithms`, never `none` or HMAC), the signature with
 * the issuer's key of that algorithm's type, `iss`, `aud`, `exp` (required), `nbf`, `sub`
 * (required) and `requiredScopes`. A failure throws a `McpTokenError` whose `code` names the
 * check; the message never quotes the token.
 *
 * @param options The issuer, the audience (this server's resource), and where its keys are.
 * @returns An async function from a token to its verified `McpAccessToken`.
 * @example
 * import { createJwtVerifier } from '@polytool/mcp'
 *
 * const verifyAccessToken = createJwtVerifier({
 *   issuer: 'https://auth.example.com',
 *   audience: 'https://mcp.example.com/mcp',
 *   jwksUrl: 'https://auth.example.com/.well-known/jwks.json',
 * })
 */
export function createJwtVerifier(
  options: JwtVerifierOptions,
): (token: string) => Promise<McpAccessToken> {
  const keys = keySource(options)
  const algorithms = new Set<string>(options.algorithms ?? ['RS256', 'ES256', 'EdDSA'])
  const audiences = typeof options.audience === 'string' ? [options.audience] : options.audience
  const tolerance = options.clockToleranceSeconds ?? 30
  const maxLength = options.maxTokenLength ?? 16_384
  const imported = new ImportedKeys(options.maxKeys ?? 100)

  return async (token) => {
    if (token.length > maxLength) {
      throw new McpTokenError(
        'MCP_TOKEN_TOO_LARGE',
        `Token refused: expected at most ${maxLength} characters`,
      )
    }
    const parts = token.split('.')
    const header = parts.length === 3 ? decodeJsonObject(parts[0]!) : undefined
    const claims = header === undefined ? undefined : decodeJsonObject(parts[1]!)
    const signature = claims === undefined ? undefined : decodeBase64Url(parts[2]!)
    if (header === undefined || claims === undefined || signature === undefined) {
      throw new McpTokenError(
        'MCP_TOKEN_MALFORMED',
        'Token refused: expected a JWS in compact form',
      )
    }
    const { alg, kid, crit } = header
    if (!isJwtAlgorithm(alg) || !algorithms.has(alg) || crit !== undefined) {
      throw new McpTokenError(
        'MCP_TOKEN_ALGORITHM',
        `Token refused: expected alg to be one of ${[...algorithms].join(', ')} and no crit`,
      )
    }
    if (kid !== undefined && typeof kid !== 'string') {
      throw new McpTokenError('MCP_TOKEN_MALFORMED', 'Token refused: expected kid to be a string')
    }
    const key = await keyFor(alg, kid)
    const signed = new TextEncoder().encode(`${parts[0]}.${parts[1]}`)
    if (!(await subtle().verify(ALGORITHMS[alg].verifyParams, key, signature, signed))) {
      throw new McpTokenError('MCP_TOKEN_SIGNATURE', 'Token refused: the signature does not verify')
    }
    return checkClaims(token, claims)
  }

  async function keyFor(alg: JwtAlgorithm, kid: string | undefined): Promise<WebCryptoKey> {
    const candidates = (await keys.keys(kid))
      .filter((jwk) => kid === undefined || jwk.kid === kid)
      .map((jwk) => ({ jwk, material: publicJwk(jwk, alg) }))
      .filter((candidate) => candidate.material !== undefined)
    // Without a kid, one key of the type is unambiguous; several would mean guessing.
    if (candidates.length !== 1) {
      throw new McpTokenError(
        'MCP_TOKEN_KEY_NOT_FOUND',
        `Token refused: expected exactly one ${alg} key${kid === undefined ? '' : ' with its kid'} in the issuer's key set`,
      )
    }
    const { jwk, material } = candidates[0]!
    return imported.get(`${alg} ${jwk.kid ?? ''} ${material!.n ?? material!.x}`, () =>
      subtle().importKey('jwk', material!, ALGORITHMS[alg].importParams, false, ['verify']),
    )
  }

  function checkClaims(token: string, claims: Record<string, unknown>): McpAccessToken {
    const now = Date.now() / 1000
    if (claims.iss !== options.issuer) {
      throw new McpTokenError(
        'MCP_TOKEN_ISSUER',
        'Token refused: expected iss to be the configured issuer',
      )
    }
    const aud = typeof claims.aud === 'string' ? [claims.aud] : claims.aud
    if (!Array.isArray(aud) || !aud.some((value) => audiences.includes(value))) {
      throw new McpTokenError(
        'MCP_TOKEN_AUDIENCE',
        'Token refused: expected aud to name this resource',
      )
    }
    if (
      typeof claims.exp !== 'number' ||
      !Number.isFinite(claims.exp) ||
      claims.exp + tolerance <= now
    ) {
      throw new McpTokenError('MCP_TOKEN_EXPIRED', 'Token refused: expected an exp in the future')
    }
    if (
      claims.nbf !== undefined &&
      (typeof claims.nbf !== 'number' ||
        !Number.isFinite(claims.nbf) ||
        claims.nbf - tolerance > now)
    ) {
      throw new McpTokenError('MCP_TOKEN_NOT_YET_VALID', 'Token refused: its nbf is in the future')
    }
    if (typeof claims.sub !== 'string' || claims.sub === '') {
      throw new McpTokenError('MCP_TOKEN_SUBJECT', 'Token refused: expected a sub')
    }
    const scopes = scopesOf(claims)
    const missing = (options.requiredScopes ?? []).filter((scope) => !scopes.includes(scope))
    if (missing.length > 0) {
      throw new McpTokenError(
        'MCP_TOKEN_SCOPE',
        `Token refused: expected the scopes ${missing.join(' ')}`,
      )
    }
    const clientId = typeof claims.client_id === 'string' ? claims.client_id : claims.azp
    return {
      token,
      subject: claims.sub,
      ...(typeof clientId === 'string' ? { clientId } : {}),
      scopes,
      expiresAt: claims.exp,
      claims,
    }
  }
}

function keySource(options: JwtVerifierOptions): KeySource {
  if (options.jwks !== undefined) return staticKeys(options.jwks)
  if (options.jwksUrl !== undefined) return remoteKeys(options.jwksUrl, options)
  throw new McpTokenError(
    'MCP_JWKS_UNAVAILABLE',
    'Invalid createJwtVerifier options: expected jwksUrl or jwks',
  )
}

// `scope` is RFC 9068's space-separated string; some issuers send `scp` as an array.
function scopesOf(claims: Record<string, unknown>): string[] {
  if (typeof claims.scope === 'string') return claims.scope.split(' ').filter(Boolean)
  if (Array.isArray(claims.scp)) return claims.scp.filter((scope) => typeof scope === 'string')
  if (typeof claims.scp === 'string') return claims.scp.split(' ').filter(Boolean)
  return []
}

/** Imported keys, at most `max`: the oldest goes first, so rotating keys cannot grow it. */
class ImportedKeys {
  readonly #keys = new Map<string, Promise<WebCryptoKey>>()
  constructor(readonly max: number) {}

  get(id: string, load: () => Promise<WebCryptoKey>): Promise<WebCryptoKey> {
    let key = this.#keys.get(id)
    if (key === undefined) {
      key = load()
      key.catch(() => this.#keys.delete(id))
      if (this.#keys.size >= this.max) this.#keys.delete(this.#keys.keys().next().value!)
      this.#keys.set(id, key)
    }
    return key
  }
}
