import { Button, Group, Paper, Select } from '@mantine/core';
import {
  type Control,
  Controller,
  type FieldValues,
  type UseFormSetValue,
  useFormState,
  useWatch,
} from 'react-hook-form';
import type { Operator } from '../../../contract/condition-tree';
import { defaultOperatorFor } from '../../../contract/condition-tree/operators';
import { CONDITION_GROUPS, conditionByKey } from '../../../contract/conditions';
import { useT } from '../../lib/i18n';
import { GROUP_LABELS } from './condition-labels';
import { fieldLabel, operatorLabel } from '../../lib/rule-labels';
import { RuleValueInput } from './rule-value-input';
import { keyFor, PROPERTY_KEYS, propertyOf, propertyOperators } from '../../lib/rule-properties';
import { initialValue } from './rule-tree-model';

type Translate = ReturnType<typeof useT>;

/**
 * The catalog's properties by their groups, for a searchable picker (a property and its list key are one
 * field: rule-properties.ts); a field may be used by any number of rules.
 */
const fieldOptions = (_: Translate) =>
  CONDITION_GROUPS.map((group) => ({
    group: _(GROUP_LABELS[group]),
    items: PROPERTY_KEYS.filter((key) => conditionByKey(key)?.group === group).map((key) => ({
      value: key,
      label: fieldLabel(key),
    })),
  })).filter((g) => g.items.length > 0);

export type BuilderProps = {
  /** The builder works below `condition_tree` with paths built at run time, which react-hook-form's path types cannot follow. */
  control: Control<FieldValues>;
  setValue: UseFormSetValue<FieldValues>;
};

type RuleRowProps = BuilderProps & {
  /** Form path, e.g. `condition_tree.rules.1.rules.0`. */
  path: string;
  /** "2.1": how people name it. */
  number: string;
  onRemove: () => void;
};

/** One rule: a field from the catalog, one of its operators, a value typed for both; and Remove. */
export function RuleRow({ control, setValue, path, number, onRemove }: RuleRowProps) {
  const _ = useT();
  const field = (useWatch({ control, name: `${path}.field` }) as string | undefined) ?? '';
  const operator = (useWatch({ control, name: `${path}.operator` }) as Operator | '' | undefined) ?? '';
  const definition = conditionByKey(field);
  const property = field ? propertyOf(field) : '';
  const { isSubmitted } = useFormState({ control });
  // After a submit each input is judged as it changes, so the ones a change sets are judged again too
  // (a change judges only its own input: the old value's message would stay).
  const again = { shouldDirty: true, shouldValidate: isSubmitted };
  const name = _('policies.rule.name', { n: number });

  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={name}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Controller
          control={control}
          name={`${path}.field`}
          render={({ field: input, fieldState }) => (
            <Select
              label={_('policies.rule.field')}
              placeholder={_('policies.rule.chooseField')}
              data={fieldOptions(_)}
              value={input.value ? propertyOf(input.value as string) : null}
              onChange={(next) => {
                input.onChange(next ?? '');
                // Another field means other operators and another kind of value: start from the field's own default.
                setValue(`${path}.operator`, defaultOperatorFor(next ?? '') ?? '', again);
                setValue(`${path}.value`, initialValue(conditionByKey(next ?? '')?.value_type), again);
              }}
              onBlur={input.onBlur}
              ref={input.ref}
              error={fieldState.error?.message}
              searchable
              nothingFoundMessage={_('policies.rule.noField')}
              allowDeselect={false}
              required
              w={{ base: '100%', sm: 250 }}
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.operator`}
          render={({ field: input, fieldState }) => (
            <Select
              label={_('policies.rule.operator')}
              data={propertyOperators(property).map((op) => ({
                value: op,
                label: operatorLabel(op, conditionByKey(keyFor(property, op))?.value_type),
              }))}
              value={input.value || null}
              onChange={(next) => {
                input.onChange(next ?? '');
                // "is one of" on License is a rule on license_list, "is" one on license (CONTRACT §12). The
                // value stays as typed: the list input reads it as comma-separated items, the text input whole.
                const key = keyFor(property, (next ?? '') as Operator | '');
                if (key !== field) setValue(`${path}.field`, key, again);
              }}
              onBlur={input.onBlur}
              ref={input.ref}
              error={fieldState.error?.message}
              disabled={!definition}
              allowDeselect={false}
              required
              w={{ base: '100%', sm: 200 }}
            />
          )}
        />
        <div style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Controller
            control={control}
            name={`${path}.value`}
            render={({ field: input, fieldState }) => (
              <RuleValueInput
                definition={definition}
                operator={operator}
                value={(input.value as string | undefined) ?? ''}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>
        <Button
          variant="subtle"
          color="red"
          // Subtle text is red-6 (3.3:1 on white); the error colour is red-9 (light) / red-4 (dark), both AA.
          c="var(--mantine-color-error)"
          // In line with the inputs (below their labels); on a narrow screen the row wraps and it needs no offset.
          mt={{ base: 0, sm: 26 }}
          onClick={onRemove}
          aria-label={_('policies.rule.removeNamed', { n: number })}
        >
          {_('policies.rule.remove')}
        </Button>
      </Group>
    </Paper>
  );
}
