import { NumberInput, Select, TagsInput, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { SEVERITIES } from '../../../contract/catalog';
import type { Operator } from '../../../contract/condition-tree';
import type { ConditionDefinition } from '../../../contract/conditions';
import { yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { conditionHelp } from './condition-labels';
import { RELATION_LABELS, RELATIONS, splitList } from '../../lib/rule-text';
import { SEVERITY_LABELS } from '../../lib/severity-labels';

type RuleValueInputProps = {
  /** The rule's field in the catalog; none while no field is chosen. */
  definition: ConditionDefinition | undefined;
  operator: Operator | '';
  /** Always a string, as the API stores it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The input that fits the rule: its field's value type, and its operator where that changes what is
 * typed (a relation compared with "contains" or a regular expression takes free text, not a choice).
 */
export function RuleValueInput({
  definition,
  operator,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: RuleValueInputProps) {
  const _ = useT();
  const common = {
    label: _('policies.rule.value'),
    description: definition ? conditionHelp(definition) : _('policies.rule.chooseFieldFirst'),
    error,
    onBlur,
    ref: inputRef,
    required: true,
  };
  if (!definition) return <TextInput {...common} value="" readOnly disabled />;
  const choose = (data: { value: string; label: string }[]) => (
    <Select
      {...common}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      allowDeselect={false}
    />
  );
  if (operator === 'in' || operator === 'not_in') {
    return (
      <TagsInput
        {...common}
        description={_('policies.conditions.listHelp', { help: common.description })}
        value={splitList(value)}
        onChange={(items) => onChange(items.join(','))}
      />
    );
  }
  if (operator === 'regex' || operator === 'contains' || operator === 'icontains') {
    return (
      <TextInput
        {...common}
        description={operator === 'regex' ? _('policies.rule.regexHelp') : common.description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        styles={operator === 'regex' ? { input: { fontFamily: 'var(--mantine-font-family-monospace)' } } : undefined}
      />
    );
  }
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
        />
      );
    case 'boolean':
      return choose([
        { value: 'true', label: yesNo(true) },
        { value: 'false', label: yesNo(false) },
      ]);
    case 'severity':
      return choose(SEVERITIES.map((s) => ({ value: s, label: SEVERITY_LABELS[s] })));
    case 'date':
      return (
        <TextInput {...common} type="date" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      );
    default:
      if (definition.key === 'relation')
        return choose(RELATIONS.map((r) => ({ value: r, label: _(RELATION_LABELS[r]) })));
      return <TextInput {...common} value={value} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
