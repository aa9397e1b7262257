import { runDemo } from './demo'

console.log('polytool in Mastra — polytool tools in a Mastra agent, and a Mastra tool in polytool')
await runDemo((line) => console.log(line))
