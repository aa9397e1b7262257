import { runDemo } from './demo'

console.log('polytool in the Vercel AI SDK — the weather tool through generateText')
await runDemo((line) => console.log(line))
