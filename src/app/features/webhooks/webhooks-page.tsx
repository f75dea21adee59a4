import { Button, Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { filterOptions, withCurrent } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { webhooksQuery } from './api';
import { useWebhookActions } from './use-webhook-actions';
import { webhookColumns } from './webhook-columns';

const FILTERS = ['is_active'] as const;
const STATE_OPTIONS = filterOptions('Enabled and disabled', ['true', 'false'], (v) =>
  v === 'true' ? 'Enabled' : 'Disabled',
);

export function WebhooksPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(webhooksQuery(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);
  const isAdmin = useIsAdministrator();
  const actions = useWebhookActions();

  const chips = listFilterChips(list, {
    is_active: (v) => `State: ${v === 'true' ? 'Enabled' : v === 'false' ? 'Disabled' : v}`,
  });

  return (
    <>
      <PageHeader
        title="Webhooks"
        actions={
          <>
            <Button component={Link} to="/settings/webhooks/triggers" variant="default">
              Trigger catalog
            </Button>
            {isAdmin ? (
              <Button component={Link} to="/settings/webhooks/new">
                New webhook
              </Button>
            ) : null}
          </>
        }
      />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search webhooks" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="State"
          value={list.filters.is_active}
          data={withCurrent(STATE_OPTIONS, list.filters.is_active)}
          onChange={(event) => list.setFilter('is_active', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Webhooks"
        columns={webhookColumns(
          isAdmin
            ? {
                onRefresh: actions.refreshStatus,
                onDelete: (w) => void actions.deleteWebhook(w),
                refreshingId: actions.refreshingId,
                deletingId: actions.deletingId,
              }
            : undefined,
        )}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No webhooks match these filters. Change or clear them.'
            : isAdmin
              ? 'No webhooks yet. Create one with "New webhook".'
              : 'No webhooks yet. An administrator can create them.'
        }
      />
      {actions.confirmModal}
    </>
  );
}
