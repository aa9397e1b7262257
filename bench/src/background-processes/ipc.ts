// The few messages a bench process and its children exchange over Node's IPC channel: the
// parent asks, a child answers each request in turn, in the order asked.
import { type ChildProcess, spawn } from 'node:child_process'

/** A request to a child: what to do, and its arguments. */
export interface Request {
  readonly type: string
  readonly [key: string]: unknown
}

/** A child process that answers requests. */
export interface Child {
  /** Sends a request; resolves with the child's answer, rejects with its error. */
  ask<Answer = Record<string, unknown>>(request: Request): Promise<Answer>
  /** Asks the child to exit, and waits until it has. */
  exit(): Promise<void>
}

/**
 * Starts `script` in its own Node.js process (with tsx, without the source condition: the
 * packages it imports run as built JavaScript, as users run them).
 *
 * @param script - the child's entry file
 * @param env - variables added to the child's environment
 * @returns the child, ready for requests
 */
export function startChild(script: string, env: Record<string, string>): Child {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const waiting: Array<{ resolve: (answer: never) => void; reject: (error: Error) => void }> = []
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code) => {
      for (const each of waiting.splice(0)) each.reject(new Error(`${script} exited with ${code}`))
      resolve()
    })
  })
  child.on('message', (message: { error?: string }) => {
    const next = waiting.shift()
    if (message.error !== undefined) next?.reject(new Error(message.error))
    else next?.resolve(message as never)
  })
  return {
    ask: (request) =>
      new Promise((resolve, reject) => {
        waiting.push({ resolve, reject })
        child.send(request)
      }),
    exit: async () => {
      if (child.exitCode === null && child.signalCode === null) child.send({ type: 'exit' })
      await exited
    },
  }
}

/**
 * In a child: answers the parent's requests one at a time with `handlers`, and exits when asked.
 *
 * @param handlers - what to do for each request type; each answer goes back to the parent
 */
export function serve(
  handlers: Record<string, (request: Request) => Promise<Record<string, unknown>>>,
): void {
  let queue: Promise<void> = Promise.resolve()
  process.on('message', (request: Request) => {
    queue = queue.then(async () => {
      if (request.type === 'exit') process.exit(0)
      try {
        const handler = handlers[request.type]
        if (handler === undefined) throw new Error(`no handler for ${request.type}`)
        process.send!(await handler(request))
      } catch (error) {
        process.send!({ error: error instanceof Error ? error.stack : String(error) })
      }
    })
  })
}
