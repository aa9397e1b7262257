// `toLocaleString` is not used for counts: the first call on a page loads the browser's locale
// data, which blocked the page for 200 ms and more when a long output first showed its size.

/**
 * A count with its thousands separated by commas, as `toLocaleString('en')` writes it.
 *
 * @param count - a whole number
 * @returns the number, `100,051` for 100051
 */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
