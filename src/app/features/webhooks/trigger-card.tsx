import { ActionIcon, Card, Code, CopyButton, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { examplePayload, type Trigger } from '../../../contract/triggers';
import type { TriggerInfo } from '../../../contract/webhooks';
import { CheckIcon, CopyIcon } from '../../components/icons';
import { payloadFields } from './payload-fields';
import { SendExample } from './send-example';

/** A fixed time, so the example reads the same every time. */
const EXAMPLE_TIME = '2026-11-22T10:15:00.000Z';

/** The request body a receiver gets for one event of this trigger (CONTRACT §6.2). */
export function exampleEnvelope(trigger: string): string {
  const payload = examplePayload(trigger as Trigger) ?? {};
  return JSON.stringify({ events: [{ created_at: EXAMPLE_TIME, trigger, payload }] }, null, 2);
}

/** `canSend`: administrators may send an example of a subscribable trigger to a webhook. */
export function TriggerCard({ trigger, canSend = false }: { trigger: TriggerInfo; canSend?: boolean }) {
  const fields = payloadFields(trigger.payload_schema);
  const example = exampleEnvelope(trigger.value);
  const headingId = `trigger-${trigger.value}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id={headingId}>
            {trigger.label}
          </Title>
          <Code>{trigger.value}</Code>
        </div>
        {fields.length === 0 ? (
          <Text size="sm">The payload is empty: {'{}'}.</Text>
        ) : (
          <Table aria-label={`Payload of ${trigger.label}`} verticalSpacing={4} withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Field</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Meaning</Table.Th>
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
                      {field.type}
                      {field.required ? '' : ' (optional)'}
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
              Example request body
            </Text>
            <CopyButton value={example} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    onClick={copy}
                    aria-label={copied ? `Copied example of ${trigger.label}` : `Copy example of ${trigger.label}`}
                  >
                    {copied ? <CheckIcon /> : <CopyIcon />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          {/* Long lines scroll sideways: the block takes focus so a keyboard can scroll it too. */}
          <Code block tabIndex={0} role="region" aria-label={`Example request body of ${trigger.label}`}>
            {example}
          </Code>
        </div>
        {canSend ? <SendExample trigger={trigger} /> : null}
      </Stack>
    </Card>
  );
}
