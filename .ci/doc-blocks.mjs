// Finds the ```ts code blocks of a Markdown file, with the markers that change how a block is
// checked (see check-docs.mjs for what they mean).

const FENCE_OPEN = /^```(ts|typescript)(?:\s+(.*))?$/
const FENCE_CLOSE = /^```\s*$/
const SKIP = /^<!--\s*doc-check:\s*skip\s*-->$/
const SETUP_OPEN = /^<!--\s*doc-check:\s*setup\s*$/
const SETUP_CLOSE = /^-->$/

/**
 * The ```ts blocks of one Markdown text, in order. Each has `line` (1-based line of its first
 * code line), `code`, `skipped`, and `setup` / `setupLine` from a setup comment before it.
 */
export function docBlocks(markdown) {
  const lines = markdown.split(/\r?\n/)
  const blocks = []
  let pending = emptyMarkers()
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    if (SKIP.test(line.trim())) {
      pending.skip = true
      continue
    }
    if (SETUP_OPEN.test(line.trim())) {
      const end = lines.findIndex((text, at) => at > index && SETUP_CLOSE.test(text.trim()))
      if (end === -1) throw new Error(`line ${index + 1}: a doc-check setup comment is not closed`)
      pending.setup = lines.slice(index + 1, end).join('\n')
      pending.setupLine = index + 2
      index = end
      continue
    }
    const open = line.match(FENCE_OPEN)
    if (open) {
      const end = lines.findIndex((text, at) => at > index && FENCE_CLOSE.test(text))
      if (end === -1) throw new Error(`line ${index + 1}: a code block is not closed`)
      const info = (open[2] ?? '').split(/\s+/)
      blocks.push({
        line: index + 2,
        code: lines.slice(index + 1, end).join('\n'),
        skipped: pending.skip || info.includes('partial') || info.includes('fragment'),
        fragment: info.includes('fragment'),
        setup: pending.setup,
        setupLine: pending.setupLine,
      })
      pending = emptyMarkers()
      index = end
      continue
    }
    // A marker belongs to the very next block: only blank lines may separate them.
    if (line.trim() !== '' || line.startsWith('```')) pending = emptyMarkers()
    if (line.startsWith('```')) {
      const end = lines.findIndex((text, at) => at > index && FENCE_CLOSE.test(text))
      index = end === -1 ? lines.length : end
    }
  }
  return blocks
}

function emptyMarkers() {
  return { skip: false, setup: '', setupLine: 0 }
}
