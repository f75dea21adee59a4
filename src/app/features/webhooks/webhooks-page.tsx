import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { webhooksQuery } from './api';
import type { Translate } from './trigger-groups';
import { useWebhookActions } from './use-webhook-actions';
import { webhookColumns } from './webhook-columns';

const stateText = (_: Translate, value: string) =>
  value === 'true' ? _('webhooks.state.enabled') : value === 'false' ? _('webhooks.state.disabled') : value;

export function WebhooksPage() {
  const _ = useT();
  const { list, result } = useListPage(webhooksQuery, ['is_active'] as const);
  const isAdmin = useIsAdministrator();
  const actions = useWebhookActions();
  // Built at render: the labels are in the console's language of the moment.
  const selects = [
    {
      name: 'is_active',
      label: _('webhooks.state.label'),
      options: filterOptions(_('webhooks.state.all'), ['true', 'false'], (v) => stateText(_, v)),
    },
  ] as const;

  return (
    <>
      <ListPage
        title={_('webhooks.title')}
        actions={
          <>
            <Button component={Link} to={paths.webhookTriggers} variant="default">
              {_('webhooks.triggers.title')}
            </Button>
            {isAdmin ? (
              <Button component={Link} to={paths.newWebhook}>
                {_('webhooks.new')}
              </Button>
            ) : null}
          </>
        }
        list={list}
        result={result}
        searchLabel={_('webhooks.search')}
        selects={selects}
        chips={{ is_active: (v) => _('webhooks.state.chip', { state: stateText(_, v) }) }}
        label={_('webhooks.title')}
        columns={webhookColumns(
          _,
          isAdmin
            ? {
                onRefresh: actions.refreshStatus,
                onDelete: (w) => void actions.deleteWebhook(w),
                onRetryNow: actions.retryNow,
                refreshingId: actions.refreshingId,
                retryingId: actions.retryingId,
                deletingId: actions.deletingId,
              }
            : undefined,
        )}
        filteredMessage={_('webhooks.empty.filtered')}
        emptyMessage={isAdmin ? _('webhooks.empty.admin') : _('webhooks.empty.reader')}
      />
      {actions.confirmModal}
    </>
  );
}
