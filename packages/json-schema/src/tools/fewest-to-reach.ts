/**
 * How many of the largest `values` it takes for their sum to reach `goal`: whole, and
 * fractional (the last value taken in part, to reach `needed`, which is `goal` or a little
 * more). Selects rather than sorts: three-way partitions around random pivots, expected O(n)
 * whatever the values (a pivot an input cannot choose). Reorders `values`.
 */
export function fewestToReach(
  values: Float64Array,
  goal: number,
  needed: number,
): { whole: number; fractional: number } {
  let low = 0
  let high = values.length
  let taken = 0
  let sum = 0
  while (low < high) {
    const pivot = values[low + Math.floor(Math.random() * (high - low))]!
    // [low, greater) > pivot, [greater, equal) = pivot, [equal, high) < pivot.
    let greater = low
    let equal = low
    let rest = high
    let greaterSum = 0
    while (equal < rest) {
      const value = values[equal]!
      if (value > pivot) {
        values[equal] = values[greater]!
        values[greater++] = value
        equal++
        greaterSum += value
      } else if (value < pivot) {
        values[equal] = values[--rest]!
        values[rest] = value
      } else equal++
    }
    if (sum + greaterSum >= goal) {
      high = greater
      continue
    }
    sum += greaterSum
    taken += greater - low
    for (let i = greater; i < equal; i++) {
      taken++
      if (sum + pivot >= goal) {
        return { whole: taken, fractional: taken - 1 + (pivot > 0 ? (needed - sum) / pivot : 1) }
      }
      sum += pivot
    }
    low = equal
  }
  // Only when the values do not reach the goal: all of them.
  return { whole: values.length, fractional: values.length }
}
