import { Badge, Text } from '@mantine/core';
import type { License } from '../../../contract/licenses';
import type { Column } from '../../components/data-table';
import { ExternalLink } from '../../components/external-link';
import { yesNo } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { LICENSE_CATEGORY_LABELS } from '../../lib/license-category-labels';
import { CATEGORY_COLORS } from './api';

function LicenseTextLink({ license }: { license: License }) {
  const _ = useT();
  return (
    <ExternalLink href={license.url} label={_('licenses.licenseTextOf', { spdx: license.spdx_id })}>
      {_('licenses.licenseText')}
    </ExternalLink>
  );
}

export const LICENSE_COLUMNS: Column<License>[] = [
  {
    key: 'spdx_id',
    header: msg('licenses.spdxId'),
    sortField: 'spdx_id',
    cell: (row) => (
      <Text ff="monospace" size="sm">
        {row.spdx_id}
      </Text>
    ),
  },
  { key: 'name', header: msg('licenses.name'), sortField: 'name', cell: (row) => row.name },
  {
    key: 'category',
    header: msg('licenses.category'),
    sortField: 'category',
    cell: (row) => (
      <Badge variant="dot" color={CATEGORY_COLORS[row.category]}>
        {LICENSE_CATEGORY_LABELS[row.category]}
      </Badge>
    ),
  },
  { key: 'osi', header: msg('licenses.osiApproved'), cell: (row) => yesNo(row.is_osi_approved) },
  { key: 'deprecated', header: msg('licenses.deprecated'), cell: (row) => yesNo(row.is_deprecated) },
  {
    key: 'url',
    header: msg('licenses.link'),
    cell: (row) => (row.url ? <LicenseTextLink license={row} /> : '—'),
  },
];
