// A code block marked ```ts fragment is not complete on its own (it uses a client or a value a
// page does not define, or calls a model provider or Redis): `pnpm docs:check` and the example runner leave it out, so the reader
// must be told too. This plugin writes a visible note above every such block, and removes the
// marker so VitePress sees a plain `ts` block.

export const FRAGMENT_NOTE =
  'Fragment: this block does not run on its own. It uses values defined elsewhere, or a service the runnable examples never call (a model provider, Redis, a remote server).'

/** A markdown-it plugin: a note before every fence whose info string has the word `fragment`. */
export function codeFragments(md) {
  md.core.ruler.push('polytool-code-fragments', (state) => {
    const tokens = []
    for (const token of state.tokens) {
      const words = token.type === 'fence' ? token.info.trim().split(/\s+/) : []
      if (words.includes('fragment')) {
        const note = new state.Token('html_block', '', 0)
        note.content = `<p class="code-fragment-note">${FRAGMENT_NOTE}</p>\n`
        tokens.push(note)
        token.info = words.filter((word) => word !== 'fragment').join(' ')
      }
      tokens.push(token)
    }
    state.tokens = tokens
  })
}
