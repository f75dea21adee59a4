import { Trans } from '@lingui/react';
import { Alert, Anchor, Button, Code, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { SUBSCRIBABLE_TRIGGERS, TRIGGER_GROUPS } from '../../../contract/triggers';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { profileQuery } from '../../lib/profile-query';
import { triggersQuery } from './api';
import { TriggerCard } from './trigger-card';
import { groupLabel } from './trigger-groups';
import { paths } from '../../lib/paths';

const subscribable = new Set<string>(SUBSCRIBABLE_TRIGGERS);

/** The request body's shape, shown as code in every language. */
const ENVELOPE = '{"events": [{"created_at", "trigger", "payload"}]}';

/** Every trigger a webhook can be sent, grouped as in the event picker, with its payload and an example body. */
export function TriggersPage() {
  const _ = useT();
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
        title={_('webhooks.triggers.title')}
        actions={
          <Button component={Link} to={paths.webhooks} variant="default">
            {_('webhooks.allWebhooks')}
          </Button>
        }
      />
      <Text maw={760} mb="md">
        <Trans
          id="webhooks.triggers.intro"
          values={{ envelope: ENVELOPE }}
          components={{ 0: <Code />, 1: <Code />, 2: <Code />, 3: <Code /> }}
        />
      </Text>
      {catalog.isError ? (
        <Alert color="red" title={_('webhooks.triggers.loadFailed')}>
          <Text size="sm" mb="sm">
            {errorMessage(catalog.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void catalog.refetch()}>
            {_('webhooks.triggers.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <Group component="nav" aria-label={_('webhooks.triggers.groups')} gap="md" mb="lg" wrap="wrap">
            {groups.map((group) => (
              <Anchor key={group.value} href={`#group-${group.value}`} size="sm">
                {groupLabel(_, group.value, group.label)}
              </Anchor>
            ))}
          </Group>
          <Stack gap="xl" aria-busy={catalog.isPending || undefined}>
            {groups.map((group) => (
              <section key={group.value} aria-labelledby={`group-${group.value}`}>
                <Title order={2} size="h3" id={`group-${group.value}`} mb={4} style={{ scrollMarginTop: 72 }}>
                  {groupLabel(_, group.value, group.label)}
                </Title>
                {group.value === 'test' ? (
                  <Text size="sm" mb="sm">
                    {_('webhooks.triggers.testNote')}
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
