/**
 * A model that replays a recorded stream instead of calling a provider: the SSE body comes
 * in small pieces, one per turn of the event loop, as a network would deliver it.
 */
export async function* scriptedModel(recorded: string, pieceSize = 48): AsyncGenerator<string> {
  for (let i = 0; i < recorded.length; i += pieceSize) {
    await new Promise((resolve) => setTimeout(resolve, 0))
    yield recorded.slice(i, i + pieceSize)
  }
}
