import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import { defineAsyncComponent } from 'vue'
import './custom.css'

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    // Loaded only where the page uses it, so the other pages ship none of the playground.
    app.component(
      'ProviderPlayground',
      defineAsyncComponent(() => import('./playground/ProviderPlayground.vue')),
    )
  },
} satisfies Theme
