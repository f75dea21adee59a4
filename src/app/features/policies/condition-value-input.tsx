import { NumberInput, Select, Switch, TagsInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { SEVERITIES } from '../../../contract/catalog';
import type { ConditionDefinition } from '../../../contract/conditions';
import { capitalize, splitList } from './condition-text';
import { useNameOnly } from '../../components/name-only';

type ConditionValueInputProps = {
  /** The row's condition; its label names the input, its help describes it. */
  definition: ConditionDefinition;
  /** Always a string, as the API stores it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

const SEVERITY_OPTIONS = SEVERITIES.map((s) => ({ value: s, label: capitalize(s) }));
const RELATION_OPTIONS = [
  { value: 'direct', label: 'Direct' },
  { value: 'transitive', label: 'Transitive' },
];

/** The input that fits the condition's value type. */
export function ConditionValueInput({
  definition,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: ConditionValueInputProps) {
  const common = { label: definition.label, description: definition.help, error, onBlur, ref: inputRef };
  const switchName = useNameOnly(definition.label);
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
          description={definition.help}
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
          data={SEVERITY_OPTIONS}
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
          description={`${definition.help} Press Enter or type a comma after each.`}
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
            data={RELATION_OPTIONS}
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
