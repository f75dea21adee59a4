import { ActionIcon, Card, Code, CopyButton, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { examplePayload, type Trigger } from '../../../contract/triggers';
import type { TriggerInfo } from '../../../contract/webhooks';
import { CheckIcon, CopyIcon } from '../../components/icons';
import { useT } from '../../lib/i18n';
import { payloadFields } from './payload-fields';
import { SendExample } from './send-example';
import { triggerLabel } from './trigger-groups';

/** A fixed time, so the example reads the same every time. */
const EXAMPLE_TIME = '2026-11-22T10:15:00.000Z';

/** The request body a receiver gets for one event of this trigger (CONTRACT §6.2). */
export function exampleEnvelope(trigger: string): string {
  const payload = examplePayload(trigger as Trigger) ?? {};
  return JSON.stringify({ events: [{ created_at: EXAMPLE_TIME, trigger, payload }] }, null, 2);
}

/** `canSend`: administrators may send an example of a subscribable trigger to a webhook. */
export function TriggerCard({ trigger, canSend = false }: { trigger: TriggerInfo; canSend?: boolean }) {
  const _ = useT();
  const fields = payloadFields(_, trigger.payload_schema);
  const example = exampleEnvelope(trigger.value);
  const label = triggerLabel(_, trigger.value, trigger.label);
  const headingId = `trigger-${trigger.value}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {label}
          </Title>
          <Code>{trigger.value}</Code>
        </div>
        {fields.length === 0 ? (
          <Text size="sm">{_('webhooks.card.emptyPayload', { empty: '{}' })}</Text>
        ) : (
          <Table aria-label={_('webhooks.card.payloadOf', { trigger: label })} verticalSpacing={4} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('webhooks.card.field')}</Table.Th>
                <Table.Th>{_('webhooks.card.type')}</Table.Th>
                <Table.Th>{_('webhooks.card.meaning')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {fields.map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Td>
                    <Code>{field.name}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs" ff="monospace">
                      {field.required ? field.type : _('webhooks.card.optionalType', { type: field.type })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{field.description}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <div>
          <Group justify="space-between" align="center" mb={4}>
            <Text size="sm" fw={600}>
              {_('webhooks.card.example')}
            </Text>
            <CopyButton value={example} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? _('webhooks.card.copied') : _('webhooks.card.copy')} withArrow>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    onClick={copy}
                    aria-label={
                      copied
                        ? _('webhooks.card.copiedExample', { trigger: label })
                        : _('webhooks.card.copyExample', { trigger: label })
                    }
                  >
                    {copied ? <CheckIcon /> : <CopyIcon />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {/* Long lines scroll sideways: the block takes focus so a keyboard can scroll it too. */}
          <Code block tabIndex={0} role="region" aria-label={_('webhooks.card.exampleOf', { trigger: label })}>
            {example}
          </Code>
        </div>
        {canSend ? <SendExample trigger={trigger} /> : null}
      </Stack>
    </Card>
  );
}
