import { isValidationError } from '@polytool/core'
import { arktypeWeatherTool, valibotWeatherTool, zodWeatherTool } from './tools'

const tools = { Zod: zodWeatherTool, Valibot: valibotWeatherTool, ArkType: arktypeWeatherTool }

/** Calls the weather tool of each library once with valid and once with invalid input. */
export async function runDemo(print: (line: string) => void): Promise<void> {
  for (const [library, tool] of Object.entries(tools)) {
    print(`\n── ${library} ─────────────────────────────`)
    const valid = await tool.execute!({ location: 'Paris' })
    print(`execute({ location: 'Paris' })\n  → ${JSON.stringify(valid)}`)
    const invalid = await tool.execute!({ location: 42 } as never)
    print(`execute({ location: 42 })`)
    if (isValidationError(invalid)) {
      print(`  → ValidationError ${invalid.code}`)
      for (const line of invalid.message.split('\n')) print(`    ${line}`)
    } else {
      print(`  → unexpected: ${JSON.stringify(invalid)}`)
    }
  }
}
