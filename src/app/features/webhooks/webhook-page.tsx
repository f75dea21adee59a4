import { Button, Skeleton, Stack, Tabs, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirm } from '../../components/confirm';
import { PageSection } from '../../components/page-section';
import { RecordActions } from '../../components/record-actions';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { useRedeliver, webhookQuery } from './api';
import { DeliveriesSection } from './deliveries-section';
import { webhookHealth } from './health-badge';
import { PauseCard } from './pause-card';
import { AuditHistory } from '../../components/audit-history';
import { RetryTimelineCard } from './retry-timeline';
import { SigningCard } from './signing-card';
import { useWebhookActions } from './use-webhook-actions';
import { HealthFields, WebhookDetails } from './webhook-overview';

const TABS = ['overview', 'deliveries'] as const;
type Tab = (typeof TABS)[number];

/**
 * The tab is `?tab=` (overview, the default, is left out), so a link or a reload lands on the same
 * tab; the Deliveries list keeps its own `d`-prefixed parameters beside it.
 */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab: Tab = value === 'deliveries' ? 'deliveries' : 'overview';
  const setTab = (next: Tab) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next === 'overview') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return [tab, setTab];
}

/** Asks with the count, then queues the given-up events again and tells how many were requeued. */
function useRedeliverAction() {
  const _ = useT();
  const redeliver = useRedeliver();
  const { confirm, confirmModal } = useConfirm();
  const run = async (id: number, count: number) => {
    const ok = await confirm({
      title: _('webhooks.redeliver.title'),
      message: _('webhooks.redeliver.question', { count }),
      confirmLabel: _('webhooks.redeliver.confirm'),
    });
    if (!ok) return;
    redeliver.mutate(id, {
      onSuccess: ({ requeued }) =>
        notifications.show({
          color: 'green',
          message: _('webhooks.redeliver.done', { count: requeued }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('webhooks.redeliver.failed'), message: errorMessage(error) }),
    });
  };
  return { run, pending: redeliver.isPending, confirmModal };
}

/**
 * A webhook as it is: Overview (pause switch, health, what it sends where, signing) and Deliveries.
 * Everyone may read it; administrators also pause and resume, retry, refresh, edit and delete.
 * The record is read again every 5 s while a failure streak lasts (webhookQuery), the deliveries
 * every 5 s while their tab is open (an inactive panel is not mounted, so it asks nothing).
 */
export function WebhookPage() {
  const _ = useT();
  const record = useRecordPage(webhookQuery);
  const data = record.query.data;
  const isAdmin = useIsAdministrator();
  const navigate = useNavigate();
  const actions = useWebhookActions({ onDeleted: () => void navigate(paths.webhooks) });
  const redeliver = useRedeliverAction();
  const [tab, setTab] = useTab();

  return (
    <RecordPage
      record={record}
      noun="webhook"
      back={{ to: paths.webhooks, label: _('webhooks.allWebhooks') }}
      title={data?.name}
      actions={
        isAdmin && data ? (
          <RecordActions
            editTo={paths.editWebhook(data.id)}
            onDelete={() => void actions.deleteWebhook(data)}
            deleting={actions.deletingId === data.id}
          >
            {webhookHealth(data) === 'failing' ? (
              <Button variant="default" onClick={() => actions.retryNow(data)} loading={actions.retryingId === data.id}>
                {_('webhooks.retryNow')}
              </Button>
            ) : null}
            {/* It sends a test event: said before it is clicked, as in the list. */}
            <Tooltip label={_('webhooks.refreshStatusHint')} multiline maw={280} withArrow>
              <Button
                variant="default"
                onClick={() => actions.refreshStatus(data)}
                loading={actions.refreshingId === data.id}
              >
                {_('webhooks.refreshStatus')}
              </Button>
            </Tooltip>
          </RecordActions>
        ) : null
      }
    >
      {data ? (
        <Tabs value={tab} onChange={(value) => setTab(value === 'deliveries' ? 'deliveries' : 'overview')}>
          <Tabs.List aria-label={_('webhooks.page.tabs')} mb="lg">
            <Tabs.Tab value="overview">{_('webhooks.page.overview')}</Tabs.Tab>
            <Tabs.Tab value="deliveries">{_('webhooks.deliveries.title')}</Tabs.Tab>
          </Tabs.List>
          {/* Only the open tab is rendered: the deliveries' auto-refresh runs while they are shown. */}
          <Tabs.Panel value="overview">
            {tab === 'overview' ? (
              <Stack gap="xl">
                <PauseCard
                  webhook={data}
                  onChange={isAdmin ? (active) => actions.setWebhookActive(data, active) : undefined}
                  changing={actions.settingActive}
                />
                <PageSection id="webhook-health" title={_('webhooks.overview.healthTitle')}>
                  <Stack gap="md" maw={860}>
                    <HealthFields webhook={data} />
                    <RetryTimelineCard
                      webhook={data}
                      onRedeliver={
                        isAdmin ? () => void redeliver.run(data.id, data.given_up_events_count ?? 0) : undefined
                      }
                      redelivering={redeliver.pending}
                    />
                  </Stack>
                </PageSection>
                <WebhookDetails webhook={data} />
                <SigningCard webhook={data} canChange={isAdmin} />
                <AuditHistory objectType="webhook" objectId={data.id} />
              </Stack>
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="deliveries">
            {tab === 'deliveries' ? <DeliveriesSection webhookId={data.id} canRedeliver={isAdmin} /> : null}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Stack gap="sm" maw={560}>
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      )}
      {actions.confirmModal}
      {redeliver.confirmModal}
    </RecordPage>
  );
}
