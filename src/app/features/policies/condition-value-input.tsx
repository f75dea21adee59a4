import { NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { SEVERITIES } from '../../../contract/catalog';
import type { ConditionDefinition } from '../../../contract/conditions';
import { splitList } from './condition-text';
import { useNameOnly } from '../../components/name-only';
import { useT } from '../../lib/i18n';
import { conditionHelp, conditionLabel, RELATION_LABELS, RELATIONS, SEVERITY_LABELS } from './condition-labels';

type ConditionValueInputProps = {
  /** The row's condition; its label names the input, its help describes it (in the console's language). */
  definition: ConditionDefinition;
  /** Always a string, as the API stores it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** The input that fits the condition's value type. */
export function ConditionValueInput({
  definition,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: ConditionValueInputProps) {
  const _ = useT();
  const label = conditionLabel(definition);
  const help = conditionHelp(definition);
  const common = { label, description: help, error, onBlur, ref: inputRef };
  const switchName = useNameOnly(label);
  switch (definition.value_type) {
    case 'number':
      return (
        <NumberInput
          {...common}
          value={value}
          // Partial input ("7.") arrives as a string; numbers are sent as the API stores them, as text.
          onChange={(next) => onChange(String(next))}
          allowNegative={false}
          // No max: a CVSS of 11 is refused with the contract's message instead of being changed silently.
          min={0}
          required
        />
      );
    case 'boolean':
      return (
        <Switch
          {...switchName}
          description={help}
          error={error}
          checked={value === 'true'}
          onChange={(event) => onChange(String(event.currentTarget.checked))}
          onBlur={onBlur}
          ref={inputRef}
          mt="xs"
        />
      );
    case 'severity':
      return (
        <Select
          {...common}
          data={SEVERITIES.map((s) => ({ value: s, label: _(SEVERITY_LABELS[s]) }))}
          value={value || null}
          onChange={(next) => onChange(next ?? '')}
          allowDeselect={false}
          required
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          required
        />
      );
    case 'list':
      return (
        <TagsInput
          {...common}
          description={_('policies.conditions.listHelp', { help })}
          value={splitList(value)}
          onChange={(items) => onChange(items.join(','))}
          required
        />
      );
    default:
      if (definition.key === 'relation') {
        return (
          <Select
            {...common}
            data={RELATIONS.map((r) => ({ value: r, label: _(RELATION_LABELS[r]) }))}
            value={value || null}
            onChange={(next) => onChange(next ?? '')}
            allowDeselect={false}
            required
          />
        );
      }
      return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} required />;
  }
}
