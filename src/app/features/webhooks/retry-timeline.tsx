import { Trans } from '@lingui/react';
import { Button, Card, Group, List, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import type { Translate } from './trigger-groups';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The platform's default retry points, counted from `failing_since` (1m, 5m, 30m, 3h, 12h, 24h, 48h):
 * used only against an installation whose records do not say `next_retry_at` and `disables_at`. This
 * service's records always do, from the schedule it really runs (WEBHOOK_RETRY_SCHEDULE).
 */
const RETRY_SCHEDULE_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 3 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR] as const;

const iso = (ms: number) => new Date(ms).toISOString();

/** The next retry and the disable point: the record's when it carries them, else the default schedule's. */
function retryPoints(webhook: Webhook, now: number): { nextRetry: string | null; disablesAt: string | null } {
  const since = webhook.failing_since ? new Date(webhook.failing_since).getTime() : undefined;
  const fixedNext = () => {
    if (since === undefined) return null;
    const point = RETRY_SCHEDULE_MS.find((ms) => since + ms > now);
    return point === undefined ? null : iso(since + point);
  };
  const fixedDisable = () => (since === undefined ? null : iso(since + RETRY_SCHEDULE_MS.at(-1)!));
  return {
    nextRetry: webhook.next_retry_at !== undefined ? webhook.next_retry_at : fixedNext(),
    disablesAt: webhook.disables_at !== undefined ? webhook.disables_at : fixedDisable(),
  };
}

/**
 * "in 4m 05s", "in 2h 10m 00s", "due now": to the second, as it ticks (formatRelativeTime would say
 * "in 4 minutes" for a whole minute, which hides that the retry is getting near).
 */
function countdown(_: Translate, ms: number): string {
  if (ms <= 0) return _('webhooks.retry.dueNow');
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return _('webhooks.retry.inHours', { h, m: pad(m), s: pad(s) });
  if (m > 0) return _('webhooks.retry.inMinutes', { m, s: pad(s) });
  return _('webhooks.retry.inSeconds', { s });
}

function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

type Props = {
  webhook: Webhook;
  /** Undefined for readers who may not redeliver. */
  onRedeliver?: () => void;
  redelivering?: boolean;
};

/** Shown while a failure streak lasts: when it began, the next retry, and when the webhook would be disabled. */
export function RetryTimelineCard({ webhook, onRedeliver, redelivering }: Props) {
  const _ = useT();
  const now = useNow();
  const givenUp = webhook.given_up_events_count ?? 0;
  const showRedeliver = onRedeliver && givenUp > 0;
  if (!webhook.failing_since && !showRedeliver) return null;
  const { nextRetry, disablesAt: disableAt } = retryPoints(webhook, now);
  return (
    <Card withBorder padding="md" maw={860} component="section" aria-labelledby="webhook-retries">
      <Title order={3} size="h4" id="webhook-retries" mb="xs">
        {webhook.failing_since ? _('webhooks.retry.failingTitle') : _('webhooks.retry.givenUpTitle')}
      </Title>
      {webhook.failing_since ? (
        <List size="sm" spacing={4}>
          <List.Item>
            <Trans
              id="webhooks.retry.failingSince"
              values={{
                date: <time dateTime={webhook.failing_since}>{formatDateTime(webhook.failing_since)}</time>,
              }}
            />
          </List.Item>
          <List.Item>
            {nextRetry ? (
              <Trans
                id="webhooks.retry.next"
                values={{
                  date: <time dateTime={nextRetry}>{formatDateTime(nextRetry)}</time>,
                  countdown: (
                    <span data-testid="retry-countdown">{countdown(_, new Date(nextRetry).getTime() - now)}</span>
                  ),
                }}
              />
            ) : (
              _('webhooks.retry.noneScheduled')
            )}
          </List.Item>
          {webhook.is_active && disableAt ? (
            <List.Item>
              <Trans
                id="webhooks.retry.disableAt"
                values={{ date: <time dateTime={disableAt}>{formatDateTime(disableAt)}</time> }}
              />
            </List.Item>
          ) : null}
        </List>
      ) : null}
      {givenUp > 0 ? (
        <Group mt="sm" gap="sm" align="center">
          <Text size="sm">{_('webhooks.retry.givenUp', { count: givenUp })}</Text>
          {showRedeliver ? (
            <Button size="compact-sm" variant="default" onClick={onRedeliver} loading={redelivering}>
              {_('webhooks.retry.redeliver')}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
