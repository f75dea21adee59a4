import { Alert, Anchor, Button, Code, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SUBSCRIBABLE_TRIGGERS, TRIGGER_GROUPS } from '../../../contract/triggers';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/error-message';
import { profileQuery } from '../../lib/profile-query';
import { triggersQuery } from './api';
import { TriggerCard } from './trigger-card';
import { paths } from '../../lib/paths';

const subscribable = new Set<string>(SUBSCRIBABLE_TRIGGERS);

const GROUP_NOTES: Partial<Record<string, string>> = {
  test: 'Sent by "Test it" and "Refresh status" only; a webhook cannot subscribe to it.',
};

/** Every trigger a webhook can be sent, grouped as in the event picker, with its payload and an example body. */
export function TriggersPage() {
  const catalog = useQuery(triggersQuery());
  const profile = useQuery(profileQuery());
  const isAdmin = profile.data?.role === 'administrator';
  const groups = TRIGGER_GROUPS.map((group) => ({
    ...group,
    triggers: (catalog.data ?? []).filter((t) => t.group === group.value),
  })).filter((g) => !catalog.data || g.triggers.length > 0);

  return (
    <>
      <PageHeader
        title="Trigger catalog"
        actions={
          <Button component={Link} to={paths.webhooks} variant="default">
            All webhooks
          </Button>
        }
      />
      <Text maw={760} mb="md">
        Each request is a <Code>POST</Code> with <Code>Content-Type: application/json</Code>, the webhook's token in the
        authentication header when it has one, and <Code>X-Argus-Delivery</Code> (a new id per request). Its body holds
        one or more events, oldest first: <Code>{'{"events": [{"created_at", "trigger", "payload"}]}'}</Code>.
      </Text>
      {catalog.isError ? (
        <Alert color="red" title="Could not load the trigger catalog">
          <Text size="sm" mb="sm">
            {errorMessage(catalog.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void catalog.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : (
        <>
          <Group component="nav" aria-label="Trigger groups" gap="md" mb="lg" wrap="wrap">
            {groups.map((group) => (
              <Anchor key={group.value} href={`#group-${group.value}`} size="sm">
                {group.label}
              </Anchor>
            ))}
          </Group>
          <Stack gap="xl" aria-busy={catalog.isPending || undefined}>
            {groups.map((group) => (
              <section key={group.value} aria-labelledby={`group-${group.value}`}>
                <Title order={2} size="h3" id={`group-${group.value}`} mb={4} style={{ scrollMarginTop: 72 }}>
                  {group.label}
                </Title>
                {GROUP_NOTES[group.value] ? (
                  <Text size="sm" mb="sm">
                    {GROUP_NOTES[group.value]}
                  </Text>
                ) : null}
                <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" mt="sm">
                  {catalog.data
                    ? group.triggers.map((trigger) => (
                        <TriggerCard
                          key={trigger.value}
                          trigger={trigger}
                          canSend={isAdmin && subscribable.has(trigger.value)}
                        />
                      ))
                    : [1, 2].map((i) => <Skeleton key={i} height={160} />)}
                </SimpleGrid>
              </section>
            ))}
          </Stack>
        </>
      )}
    </>
  );
}
