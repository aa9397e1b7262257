/**
 * About how many instructions RE2 compiles a pattern into, read from the pattern's text in one
 * pass, before anything is compiled: each literal, escape, class or `.` counts 1, and a counted
 * repeat multiplies what it repeats (`a{1000}` is 1,000, `(a{100}b){10}` is 1,010; an open upper
 * bound `{n,m}` costs 2 per optional copy, as RE2 nests them). Nested repeats multiply, so the
 * estimate grows as fast as RE2's program does; compile time follows the program's size.
 */
export function patternComplexity(pattern: string): number {
  // One frame per open group: the weight of its finished items, and of the last item, which a
  // following quantifier repeats.
  const totals: number[] = [0]
  const lasts: number[] = [0]
  const item = (weight: number) => {
    totals[totals.length - 1]! += weight
    lasts[lasts.length - 1] = weight
  }
  let at = 0
  while (at < pattern.length) {
    const char = pattern[at]!
    if (char === '\\') {
      item(1)
      at += 2
    } else if (char === '[') {
      at = classEnd(pattern, at)
      item(1)
    } else if (char === '(') {
      totals.push(0)
      lasts.push(0)
      at += pattern[at + 1] === '?' ? groupPrefixLength(pattern, at) : 1
    } else if (char === ')') {
      const group = totals.length > 1 ? totals.pop()! : 0
      if (lasts.length > 1) lasts.pop()
      item(group + 1)
      at++
    } else if (char === '|') {
      totals[totals.length - 1]! += 1
      lasts[lasts.length - 1] = 0
      at++
    } else if (char === '*' || char === '+' || char === '?') {
      totals[totals.length - 1]! += 1
      at++
    } else if (char === '{') {
      const repeat = countedRepeat(pattern, at)
      if (repeat === undefined) {
        item(1)
        at++
        continue
      }
      const last = lasts[lasts.length - 1]!
      const copies = repeat.min + 2 * (repeat.max - repeat.min)
      totals[totals.length - 1]! += last * (Math.max(copies, 1) - 1) + 1
      lasts[lasts.length - 1] = last * Math.max(copies, 1)
      at = repeat.end
    } else {
      item(1)
      at++
    }
  }
  return totals.reduce((sum, total) => sum + total, 0)
}

/** Index just past the class that opens at `start` (ECMAScript: the first unescaped `]`). */
function classEnd(pattern: string, start: number): number {
  for (let at = start + 1; at < pattern.length; at++) {
    if (pattern[at] === '\\') at++
    else if (pattern[at] === ']') return at + 1
  }
  return pattern.length
}

/** Length of `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` or `(?<name>`, so its characters count nothing. */
function groupPrefixLength(pattern: string, start: number): number {
  if (pattern[start + 2] !== '<') return 3
  const next = pattern[start + 3]
  if (next === '=' || next === '!') return 4
  const close = pattern.indexOf('>', start + 3)
  return close === -1 ? 3 : close - start + 1
}

/** `{n}`, `{n,}` or `{n,m}` at `start`; an open bound repeats once more than its minimum. */
function countedRepeat(
  pattern: string,
  start: number,
): { readonly min: number; readonly max: number; readonly end: number } | undefined {
  let at = start + 1
  const digits = () => {
    const from = at
    while (at < pattern.length && pattern[at]! >= '0' && pattern[at]! <= '9') at++
    return at > from ? Number(pattern.slice(from, at)) : undefined
  }
  const min = digits()
  if (min === undefined) return undefined
  let max = min
  if (pattern[at] === ',') {
    at++
    max = digits() ?? min + 1
  }
  if (pattern[at] !== '}') return undefined
  return { min, max: Math.max(min, max), end: at + 1 }
}
