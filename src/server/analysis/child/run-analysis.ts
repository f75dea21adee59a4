/**
 * An analysis process (CONTRACT §15): forked by the run engine for one run, it takes one job over IPC,
 * does the git and file work off the service's event loop, reports progress, answers the result or the
 * failure, and exits. A cancel message (or the engine going away) aborts the work; the engine kills the
 * process group if it does not end in time.
 */
import { WorkspaceError } from '../workspace/types';
import type { AnalysisFailure, ChildMessage, ParentMessage } from './protocol';
import { perform } from './perform';

const send = (message: ChildMessage) =>
  new Promise<void>((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

const controller = new AbortController();
process.on('disconnect', () => controller.abort());
// git runs in process groups of its own; a SIGTERM from the engine aborts, which ends them, then exits.
process.on('SIGTERM', () => controller.abort());
process.on('message', (message: ParentMessage) => {
  if (message.type === 'cancel') {
    controller.abort();
    return;
  }
  if (message.type !== 'job') return;
  perform(message.job, (progress, phase) => void send({ type: 'progress', progress, phase }), controller.signal)
    .then((result) => send({ type: 'result', result }))
    .catch((error: unknown) => send({ type: 'failed', failure: failureOf(error) }))
    .finally(() => process.exit(0));
});

function failureOf(error: unknown): AnalysisFailure {
  if (error instanceof WorkspaceError) return error.failure;
  if (controller.signal.aborted) return { cause: 'cancelled' };
  return { cause: 'error', message: error instanceof Error ? error.message.split('\n')[0]! : String(error) };
}
