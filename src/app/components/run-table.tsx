import { useEffect, useRef } from 'react';
import type { ListQuery } from '../../contract/pagination';
import { isEnded, type Run } from '../../contract/runs';
import { liveRunsQuery } from '../lib/run-queries';
import { useCanWriteArea } from '../lib/use-is-administrator';
import { ListPage, useListPage } from './list-page';
import { runColumnNeeds, runColumns } from './run-columns';
import { useNow } from './run-duration';
import { useCancelRunAction } from './use-cancel-run';

type RunTableProps = {
  /** The filter that makes this "the runs of …", e.g. `{ project: 12 }`. */
  scope: ListQuery;
  /** Accessible name of the table. */
  label: string;
  emptyMessage: string;
  /** Once for each run seen queued or running here that has since ended: the record's page refreshes what it changed. */
  onRunEnded?: (run: Run) => void;
};

/**
 * The runs of a record, on its page, followed live as the runs page follows them: asked again every 2 s
 * while one is queued or running, with its progress and phase, Cancel for those who may. Its page state
 * lives in the URL as `rpage`, `rper_page`, … beside the page's other lists.
 */
export function RunTable({ scope, label, emptyMessage, onRunEnded }: RunTableProps) {
  const { list, result } = useListPage((q) => liveRunsQuery({ ...q, ...scope }), [], { prefix: 'r' });
  const mayCancel = useCanWriteArea('runs');
  const cancel = useCancelRunAction();
  const rows = result.data?.results;
  const needs = runColumnNeeds(rows);
  const now = useNow(rows?.some((run) => !isEnded(run.status)) ?? false);
  useRunsEnded(rows, onRunEnded);
  return (
    <ListPage
      list={list}
      result={result}
      aboveTable={cancel.failureAlert}
      label={label}
      columns={runColumns(
        { now, withTarget: false, ...needs },
        mayCancel ? { onCancel: cancel.cancelRun, cancellingId: cancel.cancellingId } : undefined,
      )}
      filteredMessage={emptyMessage}
      emptyMessage={emptyMessage}
    />
  );
}

/** Calls `onEnded` for each run that was queued or running in an earlier answer and has ended in this one. */
function useRunsEnded(rows: Run[] | undefined, onEnded: ((run: Run) => void) | undefined) {
  const active = useRef(new Set<number>());
  const callback = useRef(onEnded);
  callback.current = onEnded;
  useEffect(() => {
    if (!rows) return;
    for (const run of rows) if (active.current.has(run.id) && isEnded(run.status)) callback.current?.(run);
    active.current = new Set(rows.filter((run) => !isEnded(run.status)).map((run) => run.id));
  }, [rows]);
}
