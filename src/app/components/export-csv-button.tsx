import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { api } from '../lib/api-client';
import type { CsvTarget } from '../lib/csv-export';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';

/** `/api/analyses/runs/` → `runs.csv`: the server's own rule, for an answer without a filename. */
const fallbackName = (path: string) => `${path.split('/').filter(Boolean).at(-1) ?? 'export'}.csv`;

/** Hands a file to the browser as a download, without putting anything (the token least of all) in a URL. */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * "Export CSV": every row of the list as shown (its search, filters and ordering, not just the page),
 * as the service writes it (CONTRACT §13). Fetched with the session's token in the header, then saved.
 */
export function ExportCsvButton({ target }: { target: CsvTarget }) {
  const _ = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await api.download(target.path, target.query, 'text/csv');
      saveFile(blob, filename ?? fallbackName(target.path));
    } catch (error) {
      notifications.show({ color: 'red', title: _('components.export.failed'), message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} onClick={run} ml="auto">
      {_('components.export.button')}
    </Button>
  );
}
