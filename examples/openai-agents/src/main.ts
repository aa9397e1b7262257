import { runDemo } from './demo'

console.log('polytool in the OpenAI Agents SDK — strict arguments and approval with RunState')
await runDemo((line) => console.log(line))
