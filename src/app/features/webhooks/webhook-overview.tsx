import { Stack, Text } from '@mantine/core';
import type { Webhook } from '../../../contract/webhooks';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { ProjectLinks } from '../../components/project-links';
import { formatDateTime, formatNumber, yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { HealthBadge, lastTestEvent } from './health-badge';
import { EVENT_GROUPS, triggerLabel } from './trigger-groups';

/** The subscribed events under their groups, in the catalog's order; a value the console does not know is listed last. */
function EventsByGroup({ events }: { events: string[] }) {
  const _ = useT();
  const chosen = new Set(events);
  const known = new Set(EVENT_GROUPS.flatMap((g) => g.triggers.map((t) => t.value)));
  const unknown = events.filter((e) => !known.has(e));
  return (
    <Stack gap={4}>
      {EVENT_GROUPS.map((group) => {
        const inGroup = group.triggers.filter((t) => chosen.has(t.value));
        if (inGroup.length === 0) return null;
        return (
          <div key={group.value}>
            <Text size="sm" fw={600} component="span">
              {_('webhooks.overview.group', { group: _(group.label), count: inGroup.length })}
            </Text>{' '}
            <Text size="sm" component="span">
              {inGroup.map((t) => _(t.label)).join(', ')}
            </Text>
          </div>
        );
      })}
      {unknown.length > 0 ? <Text size="sm">{unknown.map((e) => triggerLabel(_, e)).join(', ')}</Text> : null}
    </Stack>
  );
}

/** What the webhook sends where: URL, events by group, projects, token and signing. */
export function WebhookDetails({ webhook: w }: { webhook: Webhook }) {
  const _ = useT();
  return (
    <PageSection id="webhook-details" title={_('webhooks.overview.details')}>
      <FieldList
        fields={[
          {
            label: _('webhooks.overview.url'),
            value: (
              <Text size="sm" ff="monospace" component="span" style={{ wordBreak: 'break-all' }}>
                {w.url}
              </Text>
            ),
          },
          { label: _('webhooks.overview.events'), value: <EventsByGroup events={w.events} /> },
          { label: _('webhooks.overview.projects'), value: <ProjectLinks ids={w.projects} /> },
          { label: _('webhooks.overview.token'), value: yesNo(w.has_token) },
          {
            label: _('webhooks.overview.signed'),
            value: w.has_signing_secret === undefined ? '—' : yesNo(w.has_signing_secret),
          },
          { label: _('webhooks.overview.created'), value: formatDateTime(w.created_at) },
          { label: _('webhooks.overview.updated'), value: formatDateTime(w.updated_at) },
        ]}
      />
    </PageSection>
  );
}

const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

/** Health from deliveries, the last test event when newer, and how many events wait. */
export function HealthFields({ webhook: w }: { webhook: Webhook }) {
  const _ = useT();
  const test = lastTestEvent(w);
  return (
    <FieldList
      fields={[
        { label: _('webhooks.overview.health'), value: <HealthBadge webhook={w} short /> },
        {
          label: _('webhooks.overview.lastDelivery'),
          value: w.last_delivery_at ? (
            <>
              {at(w.last_delivery_at)}
              {' · '}
              {w.last_delivery_success ? _('webhooks.deliveries.delivered') : _('webhooks.deliveries.failed')}
            </>
          ) : (
            _('webhooks.health.none')
          ),
        },
        {
          label: _('webhooks.overview.lastTest'),
          value: test ? (
            <>
              {at(test.at)}
              {' · '}
              {test.answered ? _('webhooks.overview.testAnswered') : _('webhooks.overview.testFailed')}
            </>
          ) : w.last_delivery_at ? (
            _('webhooks.overview.noTestSince')
          ) : (
            _('webhooks.overview.noTest')
          ),
        },
        {
          label: _('webhooks.column.pending'),
          // Older installations do not send the count: a dash, not a misleading 0.
          value: w.pending_events_count === undefined ? '—' : formatNumber(w.pending_events_count),
        },
      ]}
    />
  );
}
