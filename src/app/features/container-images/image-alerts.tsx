import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PolicyAlert } from '../../../contract/runs';
import { type Column, DataTable } from '../../components/data-table';
import { LevelBadge } from '../../components/level-badge';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { formatDateTime } from '../../lib/format';
import { msg, useT } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { imageAlertsQuery } from './api';

const COLUMNS: Column<PolicyAlert>[] = [
  {
    key: 'policy',
    header: msg('container-images.alert.policy'),
    cell: (a) =>
      a.policy_id === null ? (
        a.policy_name
      ) : (
        <Anchor component={Link} to={paths.policy(a.policy_id)} size="sm" fw={600}>
          {a.policy_name}
        </Anchor>
      ),
  },
  {
    key: 'level',
    header: msg('container-images.alert.level'),
    nowrap: true,
    cell: (a) => <LevelBadge level={a.level} />,
  },
  { key: 'stage', header: msg('container-images.alert.stage'), nowrap: true, cell: (a) => STAGE_LABELS[a.stage] },
  {
    key: 'component',
    header: msg('container-images.alert.component'),
    minWidth: '14rem',
    cell: (a) => (
      <Anchor
        component={Link}
        to={paths.dependency(a.dependency_id)}
        size="sm"
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
      >
        {a.dependency_purl}
      </Anchor>
    ),
  },
  {
    key: 'created',
    header: msg('container-images.alert.created'),
    nowrap: true,
    cell: (a) => formatDateTime(a.created_at),
  },
];

/** The image's active alerts (its OSA policies at the proxy stage); the Alerts page triages them. */
export function ImageAlerts({ imageId, imageName }: { imageId: number; imageName: string }) {
  const _ = useT();
  const alerts = useQuery(imageAlertsQuery(imageId));
  const rows = alerts.data?.results;
  return (
    <PageSection id="image-alerts" title={_('container-images.alerts')}>
      <Stack gap="sm">
        <DataTable
          label={_('container-images.alertsOf', { name: imageName })}
          columns={COLUMNS}
          rows={rows}
          rowKey={(a) => a.id}
          total={rows?.length ?? 0}
          page={1}
          perPage={20}
          onPageChange={() => undefined}
          onPerPageChange={() => undefined}
          error={alerts.error ? errorMessage(alerts.error) : null}
          onRetry={() => void alerts.refetch()}
          emptyMessage={_('container-images.noAlerts')}
        />
        <Text size="sm">
          <Anchor component={Link} to={withQuery(paths.alerts, { container_image: imageId })}>
            {alerts.data && alerts.data.count > (rows?.length ?? 0)
              ? _('container-images.allAlerts', { count: alerts.data.count })
              : _('container-images.alertsPage')}
          </Anchor>
        </Text>
      </Stack>
    </PageSection>
  );
}
