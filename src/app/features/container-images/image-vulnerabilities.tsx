import { Anchor, Text } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Dependency, Vulnerability } from '../../../contract/catalog';
import { type Column, DataTable } from '../../components/data-table';
import { PageSection } from '../../components/page-section';
import { vulnerabilities } from '../../lib/catalog-queries';
import { errorMessage } from '../../lib/error-message';
import { msg, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SEVERITY_LABELS } from '../../lib/severity-labels';
import { vulnerableComponentsQuery } from './api';

type Row = { component: Dependency; vulnerability: Vulnerability };

/** The vulnerable components whose vulnerabilities are read (one request each); the rest are counted. */
const SHOWN_COMPONENTS = 50;

const COLUMNS: Column<Row>[] = [
  {
    key: 'vulnerability',
    header: msg('container-images.vulnerability.id'),
    nowrap: true,
    cell: ({ vulnerability: v }) => (
      <Anchor component={Link} to={paths.vulnerability(v.id)} size="sm" ff="monospace" fw={600}>
        {v.vulnerability_id}
      </Anchor>
    ),
  },
  {
    key: 'severity',
    header: msg('container-images.vulnerability.severity'),
    nowrap: true,
    cell: ({ vulnerability: v }) => SEVERITY_LABELS[v.severity],
  },
  {
    key: 'component',
    header: msg('container-images.vulnerability.component'),
    cell: ({ component: c }) => (
      <Anchor component={Link} to={paths.dependency(c.id)} size="sm" ff="monospace">
        {c.name} {c.version}
      </Anchor>
    ),
  },
  {
    key: 'fixed',
    header: msg('container-images.vulnerability.fixedIn'),
    cell: ({ vulnerability: v }) => <FixedIn vulnerability={v} />,
  },
  {
    key: 'summary',
    header: msg('container-images.vulnerability.summary'),
    minWidth: '14rem',
    cell: ({ vulnerability: v }) => <Text size="sm">{v.summary || '—'}</Text>,
  },
];

/** The version of this package that fixes it (matched for the image's distribution), else the advisory's list. */
function FixedIn({ vulnerability: v }: { vulnerability: Vulnerability }) {
  const _ = useT();
  const fixed = v.fixed_version ?? (v.fixed_versions.length > 0 ? v.fixed_versions.join(', ') : null);
  if (!fixed) return <Text size="sm">{_('container-images.vulnerability.noFix')}</Text>;
  return (
    <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
      {fixed}
    </Text>
  );
}

/** Rows by severity, most severe first, then by component name. */
const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;
const bySeverity = (a: Row, b: Row) =>
  SEVERITY_ORDER[a.vulnerability.severity] - SEVERITY_ORDER[b.vulnerability.severity] ||
  a.component.name.localeCompare(b.component.name);

/**
 * The image's vulnerabilities, one row per vulnerable component and vulnerability, with the version that
 * fixes it: what an administrator upgrades (or rebuilds the image for).
 */
export function ImageVulnerabilities({ imageId, imageName }: { imageId: number; imageName: string }) {
  const _ = useT();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(20);
  const found = useQuery(vulnerableComponentsQuery(imageId));
  const components = found.data?.components ?? [];
  const shown = components.slice(0, SHOWN_COMPONENTS);
  const lists = useQueries({
    queries: shown.map((component) => vulnerabilities.list({ dependency: component.id, per_page: 100 })),
  });
  const loading = found.isPending || lists.some((q) => q.isPending);
  const failed = found.error ?? lists.find((q) => q.error)?.error;
  const rows = loading
    ? undefined
    : shown
        .flatMap((component, i) =>
          (lists[i]?.data?.results ?? []).map((vulnerability) => ({ component, vulnerability })),
        )
        .sort(bySeverity);
  const left = components.length - shown.length;
  return (
    <PageSection id="image-vulnerabilities" title={_('container-images.vulnerabilities')}>
      <DataTable
        label={_('container-images.vulnerabilitiesOf', { name: imageName })}
        columns={COLUMNS}
        rows={rows?.slice((page - 1) * perPage, page * perPage)}
        rowKey={(row) => `${row.component.id}-${row.vulnerability.id}`}
        total={rows?.length ?? 0}
        page={page}
        perPage={perPage}
        onPageChange={setPage}
        onPerPageChange={(next) => {
          setPerPage(next);
          setPage(1);
        }}
        error={failed ? errorMessage(failed) : null}
        onRetry={() => void found.refetch()}
        emptyMessage={_('container-images.noVulnerabilities')}
      />
      {left > 0 || found.data?.complete === false ? (
        <Text size="sm" mt="sm">
          {_('container-images.vulnerability.more', { count: left })}
        </Text>
      ) : null}
    </PageSection>
  );
}
