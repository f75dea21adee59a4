import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { downloadCsv } from '../lib/csv-download';
import type { CsvTarget } from '../lib/csv-export';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';

/**
 * "Export CSV": every row of the list as shown (its search, filters and ordering, not just the page),
 * as the service writes it (CONTRACT §13). The list scaffold loads it lazily.
 */
export function ExportCsvButton({ target }: { target: CsvTarget }) {
  const _ = useT();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadCsv(target);
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
