import { runDemo } from './demo'

console.log('polytool — one weather tool, three schema libraries')
await runDemo((line) => console.log(line))
