import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { paths } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { webhooksQuery } from './api';
import { useWebhookActions } from './use-webhook-actions';
import { webhookColumns } from './webhook-columns';

const stateText = (value: string) => (value === 'true' ? 'Enabled' : value === 'false' ? 'Disabled' : value);
const SELECTS = [
  { name: 'is_active', label: 'State', options: filterOptions('Enabled and disabled', ['true', 'false'], stateText) },
] as const;

export function WebhooksPage() {
  const { list, result } = useListPage(webhooksQuery, ['is_active'] as const);
  const isAdmin = useIsAdministrator();
  const actions = useWebhookActions();

  return (
    <>
      <ListPage
        title="Webhooks"
        actions={
          <>
            <Button component={Link} to={paths.webhookTriggers} variant="default">
              Trigger catalog
            </Button>
            {isAdmin ? (
              <Button component={Link} to={paths.newWebhook}>
                New webhook
              </Button>
            ) : null}
          </>
        }
        list={list}
        result={result}
        searchLabel="Search webhooks"
        selects={SELECTS}
        chips={{ is_active: (v) => `State: ${stateText(v)}` }}
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
        filteredMessage="No webhooks match these filters. Change or clear them."
        emptyMessage={
          isAdmin
            ? 'No webhooks yet. Create one with "New webhook".'
            : 'No webhooks yet. An administrator can create them.'
        }
      />
      {actions.confirmModal}
    </>
  );
}
