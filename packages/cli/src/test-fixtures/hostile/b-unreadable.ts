import { createTool } from '@polytool/zod'
import { z } from 'zod'

// Exports that throw while they are read, next to one tool that can be read.
const trap = () => {
  throw new Error('trap')
}

export const proxyList = new Proxy([] as unknown[], { get: trap, getPrototypeOf: trap })

const { proxy: revoked, revoke } = Proxy.revocable({}, {})
revoke()
export const revokedRecord = revoked

export const getterRecord = {
  get search() {
    throw new Error('getter of a re-exported record')
  },
}

export const readable = createTool({
  id: 'readable',
  description: 'A tool next to unreadable exports',
  inputSchema: z.object({ q: z.string() }),
})
