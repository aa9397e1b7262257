import { runDemo } from './demo'

console.log('polytool in LangChain — createAgent with a scripted OpenAI model')
await runDemo((line) => console.log(line))
