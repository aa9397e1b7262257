/** Single-file components, as the theme imports them (their own types come from Vue's compiler). */
declare module '*.vue' {
  import type { DefineComponent } from 'vue'

  const component: DefineComponent
  export default component
}
