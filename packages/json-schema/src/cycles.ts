/**
 * The nodes of a directed graph that lie on a cycle (a self-edge included), found with
 * Tarjan's strongly connected components, iteratively: linear in nodes plus edges, and no
 * recursion however long the chains of a hostile schema are.
 */
export function nodesOnCycles<N>(nodes: Iterable<N>, edgesOf: (node: N) => Iterable<N>): Set<N> {
  const index = new Map<N, number>()
  const lowLink = new Map<N, number>()
  const onStack = new Set<N>()
  const stack: N[] = []
  const onCycle = new Set<N>()
  let counter = 0
  for (const start of nodes) {
    if (index.has(start)) continue
    const work: { node: N; edges: Iterator<N> }[] = []
    const open = (node: N) => {
      index.set(node, counter)
      lowLink.set(node, counter)
      counter++
      stack.push(node)
      onStack.add(node)
      work.push({ node, edges: edgesOf(node)[Symbol.iterator]() })
    }
    open(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const next = frame.edges.next()
      if (!next.done) {
        const target = next.value
        if (target === frame.node) onCycle.add(target)
        if (!index.has(target)) open(target)
        else if (onStack.has(target))
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node)!, index.get(target)!))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent !== undefined)
        lowLink.set(parent.node, Math.min(lowLink.get(parent.node)!, lowLink.get(frame.node)!))
      if (lowLink.get(frame.node) !== index.get(frame.node)) continue
      const component: N[] = []
      let member: N
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== frame.node)
      if (component.length > 1) for (const node of component) onCycle.add(node)
    }
  }
  return onCycle
}
