import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}

/** Serves the built site on 127.0.0.1 the way its host would: `/x` is `x.html`, unknown paths 404. */
export async function serve(root: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = [path, `${path}.html`, join(path, 'index.html')]
      .map((candidate) => join(root, normalize(candidate)))
      .find(
        (candidate) =>
          candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile(),
      )
    if (file === undefined) {
      response.writeHead(404, { 'content-type': TYPES['.html'] })
      response.end(readFileSync(join(root, '404.html')))
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, server }
}
