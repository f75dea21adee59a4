import { Trans } from '@lingui/react';
import { Anchor, Checkbox, Fieldset, Input, SimpleGrid, Stack } from '@mantine/core';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { EVENT_GROUPS, inCatalogOrder } from './trigger-groups';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

type EventsPickerProps = {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Gets the first checkbox, so a validation error can focus the field. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The triggers grouped as the platform groups them. Each group's "Select all"
 * is checked when the whole group is, mixed when part of it is. Every group is a
 * fieldset named by its legend, so "Select all" is read with the group's name.
 */
export function EventsPicker({ value, onChange, onBlur, error, inputRef }: EventsPickerProps) {
  const _ = useT();
  const chosen = new Set(value);
  const set = (values: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const v of values) {
      if (on) next.add(v);
      else next.delete(v);
    }
    onChange(inCatalogOrder([...next]));
  };

  return (
    <Input.Wrapper
      id="webhook-events"
      label={_('webhooks.form.events')}
      labelElement="div"
      required
      description={
        <Trans
          id="webhooks.form.eventsHint"
          components={{
            0: <Anchor component={Link} to={paths.webhookTriggers} size="xs" target="_blank" underline="always" />,
          }}
        />
      }
      error={error}
    >
      <Fieldset
        variant="unstyled"
        m={0}
        aria-labelledby="webhook-events-label"
        aria-describedby={error ? 'webhook-events-description webhook-events-error' : 'webhook-events-description'}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
          {EVENT_GROUPS.map((group, groupIndex) => {
            const values = group.triggers.map((t) => t.value);
            const count = values.filter((v) => chosen.has(v)).length;
            return (
              <Fieldset key={group.value} legend={_(group.label)} variant="filled" p="sm">
                <Stack gap={6}>
                  <Checkbox
                    label={_('webhooks.form.selectAll')}
                    fw={600}
                    checked={count === values.length}
                    indeterminate={count > 0 && count < values.length}
                    onChange={(event) => set(values, event.currentTarget.checked)}
                    onBlur={onBlur}
                    ref={groupIndex === 0 ? inputRef : undefined}
                    aria-invalid={error ? true : undefined}
                  />
                  {group.triggers.map((trigger) => (
                    <Checkbox
                      key={trigger.value}
                      label={_(trigger.label)}
                      checked={chosen.has(trigger.value)}
                      onChange={(event) => set([trigger.value], event.currentTarget.checked)}
                      onBlur={onBlur}
                      ml="md"
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
      </Fieldset>
    </Input.Wrapper>
  );
}
