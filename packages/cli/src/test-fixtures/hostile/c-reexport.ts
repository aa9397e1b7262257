// Re-exports the record with a throwing getter, and adds a tool of its own.

export { weatherTool } from '../clean/weather'
export { getterRecord as shared } from './b-unreadable'
