import { Box, Button, CopyButton, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Delivery } from '../../../contract/webhooks';
import { FilledBadge, TONES } from '../../components/filled-badge';
import { formatDateTime } from '../../lib/format';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useRedeliverAttempt } from './api';
import type { Translate } from './trigger-groups';

/** The body as it was sent, indented when it is JSON (it always is from this service; older rows may not be). */
function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

const PRE_STYLE = {
  margin: 0,
  padding: 'var(--mantine-spacing-xs)',
  maxHeight: 320,
  overflow: 'auto',
  background: 'var(--mantine-color-default-hover)',
  borderRadius: 'var(--mantine-radius-sm)',
  fontSize: 'var(--mantine-font-size-xs)',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
} as const;

/** Headers as stored: the token and the signature are already "***". */
function HeadersTable({ _, label, headers }: { _: Translate; label: string; headers?: Record<string, string> }) {
  const entries = Object.entries(headers ?? {});
  if (entries.length === 0) return <Text size="sm">{_('webhooks.delivery.notRecorded')}</Text>;
  return (
    <Table aria-label={label} withTableBorder verticalSpacing={4} fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{_('webhooks.delivery.headerName')}</Table.Th>
          <Table.Th>{_('webhooks.delivery.headerValue')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Td ff="monospace">{name}</Table.Td>
            <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Delivered / Failed; FilledBadge keeps the word whole in a table. */
export function OutcomeBadge({ success }: { success: boolean }) {
  const _ = useT();
  return (
    <FilledBadge tone={success ? TONES.good : TONES.bad}>
      {success ? _('webhooks.deliveries.delivered') : _('webhooks.deliveries.failed')}
    </FilledBadge>
  );
}

type Props = {
  webhookId: number;
  delivery: Delivery | null;
  onClose: () => void;
  /** Administrators only: readers see the detail without the button. */
  canRedeliver: boolean;
};

/** One attempt in full: what was sent, what came back, and "Redeliver" to queue its events again. */
export function DeliveryDrawer({ webhookId, delivery, onClose, canRedeliver }: Props) {
  const _ = useT();
  const redeliver = useRedeliverAttempt();
  const run = (d: Delivery) =>
    redeliver.mutate(
      { id: webhookId, deliveryId: d.id },
      {
        onSuccess: ({ requeued }) =>
          notifications.show({ color: 'green', message: _('webhooks.redeliver.done', { count: requeued }) }),
        // 409: already queued, or no longer stored; the server says which.
        onError: (error) =>
          notifications.show({ color: 'red', title: _('webhooks.redeliver.failed'), message: errorMessage(error) }),
      },
    );
  return (
    <Drawer
      opened={delivery !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={delivery ? _('webhooks.delivery.title', { date: formatDateTime(delivery.attempted_at) }) : undefined}
      closeButtonProps={{ 'aria-label': _('webhooks.delivery.close') }}
    >
      {delivery ? (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <OutcomeBadge success={delivery.success} />
            <Text size="sm">{_('webhooks.delivery.attempt', { attempt: delivery.attempt })}</Text>
            <Text size="sm">{_('webhooks.delivery.duration', { ms: delivery.duration_ms })}</Text>
            {canRedeliver ? (
              <Button size="compact-sm" variant="default" onClick={() => run(delivery)} loading={redeliver.isPending}>
                {_('webhooks.delivery.redeliver')}
              </Button>
            ) : null}
          </Group>
          {delivery.error ? <Text size="sm">{_('webhooks.delivery.error', { error: delivery.error })}</Text> : null}

          <section aria-labelledby="delivery-request-headers">
            <Title order={3} size="h5" id="delivery-request-headers" mb={4}>
              {_('webhooks.delivery.requestHeaders')}
            </Title>
            <HeadersTable _={_} label={_('webhooks.delivery.requestHeaders')} headers={delivery.request_headers} />
          </section>

          {/* The body block, not the section, is the region: it scrolls, so it takes focus (keyboard scrolling). */}
          <section>
            <Group justify="space-between" mb={4}>
              <Title order={3} size="h5" id="delivery-request-body">
                {_('webhooks.delivery.requestBody')}
              </Title>
              {delivery.request_body ? (
                <CopyButton value={delivery.request_body} timeout={2000}>
                  {({ copied, copy }) => (
                    <Button size="compact-xs" variant="default" onClick={copy}>
                      {copied ? _('webhooks.delivery.copied') : _('webhooks.delivery.copyBody')}
                    </Button>
                  )}
                </CopyButton>
              ) : null}
            </Group>
            {delivery.request_body ? (
              <Box
                component="pre"
                style={PRE_STYLE}
                data-testid="request-body"
                tabIndex={0}
                role="region"
                aria-labelledby="delivery-request-body"
              >
                {prettyBody(delivery.request_body)}
              </Box>
            ) : (
              <Text size="sm">{_('webhooks.delivery.notRecorded')}</Text>
            )}
          </section>

          <section aria-labelledby="delivery-response">
            <Title order={3} size="h5" id="delivery-response" mb={4}>
              {_('webhooks.delivery.response')}
            </Title>
            <Text size="sm" mb={4}>
              {delivery.status_code === null
                ? _('webhooks.delivery.noStatus')
                : _('webhooks.delivery.status', { code: delivery.status_code })}
            </Text>
            <HeadersTable _={_} label={_('webhooks.delivery.responseHeaders')} headers={delivery.response_headers} />
            {delivery.response_excerpt ? (
              <Box
                component="pre"
                style={{ ...PRE_STYLE, marginTop: 'var(--mantine-spacing-xs)' }}
                tabIndex={0}
                role="region"
                aria-label={_('webhooks.delivery.responseExcerpt')}
              >
                {delivery.response_excerpt}
              </Box>
            ) : null}
          </section>
        </Stack>
      ) : null}
    </Drawer>
  );
}
