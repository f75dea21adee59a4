import { Button, Card, Group, List, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Webhook } from '../../../contract/webhooks';
import { formatDateTime } from '../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Retry points counted from `failing_since`: the contract's default schedule
 * (1m, 5m, 30m, 3h, 12h, 24h, 48h). The webhook is disabled when the last one fails.
 */
const RETRY_SCHEDULE_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 3 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR] as const;
const DISABLE_AFTER_MS = RETRY_SCHEDULE_MS[RETRY_SCHEDULE_MS.length - 1]!;

/** "in 4m 05s", "in 2h 10m", "now" */
function countdown(ms: number): string {
  if (ms <= 0) return 'due now';
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `in ${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `in ${m}m ${pad(s)}s`;
  return `in ${s}s`;
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
  const now = useNow();
  const givenUp = webhook.given_up_events_count ?? 0;
  const showRedeliver = onRedeliver && givenUp > 0;
  if (!webhook.failing_since && !showRedeliver) return null;
  const failingSince = webhook.failing_since ? new Date(webhook.failing_since).getTime() : undefined;
  const disableAt = failingSince !== undefined ? new Date(failingSince + DISABLE_AFTER_MS).toISOString() : undefined;
  const nextRetry = webhook.next_retry_at;
  return (
    <Card withBorder padding="md" mb="lg" maw={860} component="section" aria-labelledby="webhook-retries">
      <Title order={2} size="h4" id="webhook-retries" mb="xs">
        {webhook.failing_since ? 'Delivery is failing' : 'Given-up events'}
      </Title>
      {webhook.failing_since ? (
        <List size="sm" spacing={4}>
          <List.Item>
            Failing since <time dateTime={webhook.failing_since}>{formatDateTime(webhook.failing_since)}</time>
          </List.Item>
          <List.Item>
            Next retry:{' '}
            {nextRetry ? (
              <>
                <time dateTime={nextRetry}>{formatDateTime(nextRetry)}</time> (
                <span data-testid="retry-countdown">{countdown(new Date(nextRetry).getTime() - now)}</span>)
              </>
            ) : (
              'none scheduled'
            )}
          </List.Item>
          {webhook.is_active && disableAt ? (
            <List.Item>
              Disabled at <time dateTime={disableAt}>{formatDateTime(disableAt)}</time> if nothing succeeds by then
            </List.Item>
          ) : null}
          <List.Item>Pending events: {webhook.pending_events_count ?? 0}</List.Item>
        </List>
      ) : null}
      {givenUp > 0 ? (
        <Group mt="sm" gap="sm" align="center">
          <Text size="sm">Given-up events: {givenUp}</Text>
          {showRedeliver ? (
            <Button size="compact-sm" variant="default" onClick={onRedeliver} loading={redelivering}>
              Redeliver given-up events
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
