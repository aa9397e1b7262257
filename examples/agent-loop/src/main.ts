import { runAgentLoop } from './agent-loop'

await runAgentLoop((line) => console.log(line))
