import { checkValue } from '../check'
import { excerpt } from '../secrets'
import { ToolCallRuntimeError } from './errors'
import { jobIdOf } from './job-identity'
import type { RuntimeScope } from './scope'
import { invalid, type ReadSnapshot, type WaitingToolCall } from './snapshot'
import type { SnapshotSigner } from './snapshot-signature'

/**
 * Decides whether the calls of a snapshot may wait here again, trusting nothing it says:
 *
 * 1. the signature, when the runtime has a `snapshotKey`: required, and checked;
 * 2. each call's input, against its tool's `inputSchema`;
 * 3. a `suspended` call says it passed approval. Only a signed snapshot can vouch for that: in
 *    an unsigned one, a suspended call whose tool's `requireApproval` says yes for its input is
 *    refused (an edit could have turned an `awaiting-approval` call into a suspended one).
 *
 * Any problem refuses the whole snapshot with `INVALID_SNAPSHOT`; nothing runs meanwhile. A
 * background call gets the job id its claim owns: the snapshot never names a job itself.
 */
export async function admitSnapshot(
  scope: RuntimeScope,
  snapshot: ReadSnapshot,
  signer: SnapshotSigner | undefined,
): Promise<ReadonlyArray<{ waiting: WaitingToolCall; jobId?: string }>> {
  const signed = await checkSignature(snapshot, signer)
  for (const [index, call] of snapshot.calls.entries()) {
    const tool = scope.tools.get(call.toolName)!
    const checked = await checkValue('input', tool.id, tool.inputSchema, call.input)
    if (!checked.ok) {
      throw new ToolCallRuntimeError(
        'INVALID_SNAPSHOT',
        `Cannot restore the snapshot: calls[${index}].input does not match the inputSchema of ${tool.id}: ${excerpt(checked.error.message, 200)}`,
      )
    }
    if (call.status !== 'suspended' || signed) continue
    const requestContext = scope.requestContext
    if (await tool.needsApproval(checked.value, { requestContext })) {
      throw invalid(
        `calls[${index}].status`,
        `"awaiting-approval": tool ${tool.id} requires approval for this input, and only a snapshot signed with the runtime's snapshotKey can say it was approved`,
        call.status,
      )
    }
  }
  return Promise.all(
    snapshot.calls.map(async (waiting) =>
      waiting.status === 'background'
        ? { waiting, jobId: await jobIdOf(waiting.claim) }
        : { waiting },
    ),
  )
}

// Answers whether the snapshot carries a valid signature; refuses one that must and does not.
async function checkSignature(
  snapshot: ReadSnapshot,
  signer: SnapshotSigner | undefined,
): Promise<boolean> {
  const { signature } = snapshot
  if (signer === undefined) {
    if (signature === undefined) return false
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      'Cannot restore the snapshot: it is signed, but this runtime has no snapshotKey to check the signature',
    )
  }
  if (signature === undefined) {
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      'Cannot restore the snapshot: it is not signed, and this runtime has a snapshotKey, so it only restores snapshots signed with it',
    )
  }
  if (!(await signer.verify(snapshot.canonical, signature))) {
    throw new ToolCallRuntimeError(
      'INVALID_SNAPSHOT',
      'Cannot restore the snapshot: its signature does not match its content and the runtime’s snapshotKey (edited, or signed with another key)',
    )
  }
  return true
}
