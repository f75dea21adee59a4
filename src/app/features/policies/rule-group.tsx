import { Button, Group, Input, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { Controller, get, useFieldArray, useFormState } from 'react-hook-form';
import { PlusIcon } from '../../components/icons';
import { useT } from '../../lib/i18n';
import { type BuilderProps, RuleRow } from './rule-row';
import {
  childNumber,
  childPath,
  emptyGroup,
  emptyRule,
  isGroupValues,
  MAX_TREE_DEPTH,
  MAX_TREE_RULES,
  type NodeValues,
} from './rule-tree-model';

type RuleGroupProps = BuilderProps & {
  /** Form path of the group: `condition_tree`, `condition_tree.rules.1`, … */
  path: string;
  /** "" for the top group, else its position ("2", "2.3"). */
  number: string;
  /** The top group is depth 1; CONTRACT §12 allows MAX_TREE_DEPTH. */
  depth: number;
  /** Rules in the whole tree, against MAX_TREE_RULES. */
  totalRules: number;
  /** Only nested groups can be removed. */
  onRemove?: () => void;
};

/** Messages about the group itself (no rules, nested too deep, too many rules), wherever the resolver or server put them. */
function useGroupMessages(control: BuilderProps['control'], path: string): string[] {
  const { errors } = useFormState({ control, name: path });
  const at = (suffix: string) => (get(errors, `${path}.${suffix}`) as { message?: string } | undefined)?.message;
  return [at('rules'), at('rules.root'), at('non_field_errors'), at('combinator')].filter((m): m is string => !!m);
}

/**
 * A group: and/or for its items, the items (rules and groups, nested up to the contract's depth),
 * "Add rule" and "Add group", and for a nested group its own removal. Keyboard: every control is a
 * button or an input in reading order; a new rule takes the focus, a removal gives it to "Add rule".
 */
export function RuleGroup(props: RuleGroupProps) {
  const { control, setValue, path, number, depth, totalRules, onRemove } = props;
  const _ = useT();
  const id = useId();
  const addRule = useRef<HTMLButtonElement>(null);
  const { fields, append, remove } = useFieldArray({ control, name: `${path}.rules` });
  const messages = useGroupMessages(control, path);
  const nested = number !== '';
  const full = totalRules >= MAX_TREE_RULES;
  const deepest = depth >= MAX_TREE_DEPTH;
  const items = fields as (NodeValues & { id: string })[];

  const removeAt = (index: number) => {
    remove(index);
    addRule.current?.focus();
  };

  const body = (
    <Stack gap="sm">
      <Controller
        control={control}
        name={`${path}.combinator`}
        render={({ field }) => (
          <Input.Wrapper
            id={id}
            label={nested ? _('policies.ruleGroup.combinator', { n: number }) : _('policies.conditions.connector')}
            labelElement="div"
            description={nested ? undefined : _('policies.conditions.connectorHelp')}
          >
            <div>
              <SegmentedControl
                aria-labelledby={`${id}-label`}
                aria-describedby={nested ? undefined : `${id}-description`}
                data={[
                  { value: 'and', label: _('policies.conditions.and') },
                  { value: 'or', label: _('policies.conditions.or') },
                ]}
                value={field.value as string}
                onChange={(next) => field.onChange(next)}
                mt={4}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      {items.map((item, index) => {
        const itemPath = childPath(path, index);
        const itemNumber = childNumber(number, index);
        return isGroupValues(item) ? (
          <RuleGroup
            key={item.id}
            control={control}
            setValue={setValue}
            path={itemPath}
            number={itemNumber}
            depth={depth + 1}
            totalRules={totalRules}
            onRemove={() => removeAt(index)}
          />
        ) : (
          <RuleRow
            key={item.id}
            control={control}
            setValue={setValue}
            path={itemPath}
            number={itemNumber}
            onRemove={() => removeAt(index)}
          />
        );
      })}
      {messages.length > 0 ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {messages.join(' ')}
        </Text>
      ) : null}
      <Group gap="sm" wrap="wrap">
        <Button
          ref={addRule}
          variant="default"
          leftSection={<PlusIcon />}
          onClick={() => append(emptyRule(), { focusName: `${childPath(path, fields.length)}.field` })}
          disabled={full}
          aria-label={nested ? _('policies.ruleGroup.addRuleTo', { n: number }) : undefined}
        >
          {_('policies.ruleGroup.addRule')}
        </Button>
        <Button
          variant="default"
          leftSection={<PlusIcon />}
          onClick={() => append(emptyGroup(), { focusName: `${childPath(path, fields.length)}.rules.0.field` })}
          disabled={full || deepest}
          aria-label={nested ? _('policies.ruleGroup.addGroupTo', { n: number }) : undefined}
        >
          {_('policies.ruleGroup.addGroup')}
        </Button>
        {onRemove ? (
          <Button
            variant="subtle"
            color="red"
            c="var(--mantine-color-error)"
            onClick={onRemove}
            aria-label={_('policies.ruleGroup.removeNamed', { n: number })}
          >
            {_('policies.ruleGroup.remove')}
          </Button>
        ) : null}
        {deepest && !full ? (
          <Text size="sm" c="dimmed">
            {_('policies.ruleGroup.deepest', { depth: MAX_TREE_DEPTH })}
          </Text>
        ) : null}
        {full ? (
          <Text size="sm" c="dimmed">
            {_('policies.ruleGroup.full', { max: MAX_TREE_RULES })}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );

  if (!nested) return body;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      role="group"
      aria-label={_('policies.ruleGroup.name', { n: number })}
      style={{ borderLeft: '4px solid var(--mantine-primary-color-filled)' }}
    >
      {body}
    </Paper>
  );
}
