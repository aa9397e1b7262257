/** The oldest Node that `@mastra/core` 1.x runs on (its `engines`). */
export const MASTRA_MIN_NODE = '22.13.0'

/** Whether this Node can run `@mastra/core`, and the message to print when it cannot. */
export function mastraNodeCheck(version: string): { supported: boolean; message: string } {
  const [major = 0, minor = 0] = version.split('.').map(Number)
  const supported = major > 22 || (major === 22 && minor >= 13)
  return {
    supported,
    message: supported
      ? `Node ${version} runs @mastra/core`
      : `@polytool/mastra: its tests did NOT run: they need Node >= ${MASTRA_MIN_NODE} (Mastra's engines), this is Node ${version}. ` +
        'Run them with: cd packages/mastra && npx --yes node@22 node_modules/vitest/vitest.mjs run',
  }
}
