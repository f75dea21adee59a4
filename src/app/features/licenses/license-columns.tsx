import { Anchor, Badge, Text } from '@mantine/core';
import type { License } from '../../../contract/licenses';
import type { Column } from '../../components/data-table';
import { ExternalLinkIcon } from '../../components/icons';
import { CATEGORY_COLORS, CATEGORY_LABELS } from './api';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const LICENSE_COLUMNS: Column<License>[] = [
  {
    key: 'spdx_id',
    header: 'SPDX ID',
    sortField: 'spdx_id',
    cell: (row) => (
      <Text ff="monospace" size="sm">
        {row.spdx_id}
      </Text>
    ),
  },
  { key: 'name', header: 'Name', sortField: 'name', cell: (row) => row.name },
  {
    key: 'category',
    header: 'Category',
    sortField: 'category',
    cell: (row) => (
      <Badge variant="dot" color={CATEGORY_COLORS[row.category]}>
        {CATEGORY_LABELS[row.category]}
      </Badge>
    ),
  },
  { key: 'osi', header: 'OSI approved', cell: (row) => yesNo(row.is_osi_approved) },
  { key: 'deprecated', header: 'Deprecated', cell: (row) => yesNo(row.is_deprecated) },
  {
    key: 'url',
    header: 'Link',
    cell: (row) =>
      row.url ? (
        <Anchor
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`License text of ${row.spdx_id} (opens in a new tab)`}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        >
          License text
          <ExternalLinkIcon />
        </Anchor>
      ) : (
        '—'
      ),
  },
];
