// BENCH_CPU_PROF=<dir>: a child profiles itself over each counted round (not its start-up) and
// writes a V8 CPU profile per round there, for Chrome DevTools or `speedscope`.
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { join } from 'node:path'

const dir = process.env.BENCH_CPU_PROF
let session: Session | undefined
let rounds = 0

/** Starts profiling this process, when profiles are asked for. */
export async function startProfile(): Promise<void> {
  if (dir === undefined) return
  session ??= new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.start')
}

/**
 * Stops profiling and writes the round's profile, when profiles are asked for.
 *
 * @param name - names the process in the file name
 */
export async function stopProfile(name: string): Promise<void> {
  if (dir === undefined || session === undefined) return
  const { profile } = await session.post('Profiler.stop')
  session.disconnect()
  writeFileSync(join(dir, `${name}-${rounds++}.cpuprofile`), JSON.stringify(profile))
}
