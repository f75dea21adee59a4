import { Button, Group, Input, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormState, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import type { PolicyValues } from '../../../contract/policies';
import { CONDITION_GROUPS, CONDITIONS, conditionByKey } from '../../../contract/conditions';
import { useT } from '../../lib/i18n';
import { conditionLabel, GROUP_LABELS } from './condition-labels';
import { ConditionValueInput } from './condition-value-input';
import { initialValue, type PolicyFormValues } from './policy-form-model';

type Translate = ReturnType<typeof useT>;

/** The catalog grouped for the picker; a key another row uses is disabled (no key twice). */
function keyOptions(_: Translate, usedElsewhere: Set<string>) {
  return CONDITION_GROUPS.map((group) => ({
    group: _(GROUP_LABELS[group]),
    items: CONDITIONS.filter((c) => c.group === group).map((c) => ({
      value: c.key,
      label: conditionLabel(c),
      disabled: usedElsewhere.has(c.key),
    })),
  })).filter((g) => g.items.length > 0);
}

type ConditionsEditorProps = {
  control: Control<PolicyFormValues, unknown, PolicyValues>;
  setValue: UseFormSetValue<PolicyFormValues>;
};

/**
 * Rows of condition → value (the catalog comes from the contract, which the server
 * answers from too), the connector as "all of / any of", add and remove.
 */
export function ConditionsEditor({ control, setValue }: ConditionsEditorProps) {
  const _ = useT();
  const { fields, append, remove } = useFieldArray({ control, name: 'conditions' });
  const rows = useWatch({ control, name: 'conditions' });
  const { errors } = useFormState({ control, name: 'conditions' });
  const rootError = errors.conditions?.root?.message ?? errors.conditions?.message;
  const allUsed = rows.length >= CONDITIONS.length;

  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="conditions_connector"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            id="policy-connector"
            label={_('policies.conditions.connector')}
            labelElement="div"
            description={_('policies.conditions.connectorHelp')}
            error={fieldState.error?.message}
          >
            <div>
              <SegmentedControl
                aria-labelledby="policy-connector-label"
                aria-describedby="policy-connector-description"
                data={[
                  { value: 'and', label: _('policies.conditions.and') },
                  { value: 'or', label: _('policies.conditions.or') },
                ]}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                mt={4}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      {fields.map((row, index) => {
        const key = rows[index]?.key ?? '';
        const definition = conditionByKey(key);
        const usedElsewhere = new Set(rows.filter((_row, i) => i !== index).map((r) => r.key));
        return (
          <Paper key={row.id} withBorder p="sm" radius="md">
            <Group align="flex-start" gap="md" wrap="wrap">
              <Controller
                control={control}
                name={`conditions.${index}.key`}
                render={({ field, fieldState }) => (
                  <Select
                    label={_('policies.conditions.row', { n: index + 1 })}
                    placeholder={_('policies.conditions.choose')}
                    data={keyOptions(_, usedElsewhere)}
                    value={field.value || null}
                    onChange={(next) => {
                      field.onChange(next ?? '');
                      // A new condition means a new kind of value.
                      setValue(`conditions.${index}.value`, initialValue(conditionByKey(next ?? '')?.value_type));
                    }}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                    searchable
                    allowDeselect={false}
                    required
                    w={{ base: '100%', sm: 280 }}
                  />
                )}
              />
              <div style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Controller
                  control={control}
                  name={`conditions.${index}.value`}
                  render={({ field, fieldState }) =>
                    definition ? (
                      <ConditionValueInput
                        definition={definition}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        error={fieldState.error?.message}
                      />
                    ) : (
                      <TextInput
                        label={_('policies.conditions.value')}
                        description={_('policies.conditions.chooseFirst')}
                        disabled
                        value=""
                        readOnly
                      />
                    )
                  }
                />
              </div>
              <Button
                variant="subtle"
                color="red"
                // Subtle text is red-6 (3.3:1 on white); the error colour is red-9 (light) / red-4 (dark), both AA.
                c="var(--mantine-color-error)"
                // In line with the inputs (below their labels); on a narrow screen the row wraps and it needs no offset.
                mt={{ base: 0, sm: 26 }}
                onClick={() => remove(index)}
                aria-label={
                  definition
                    ? _('policies.conditions.removeNamedRow', { n: index + 1, condition: conditionLabel(definition) })
                    : _('policies.conditions.removeRow', { n: index + 1 })
                }
              >
                {_('policies.conditions.remove')}
              </Button>
            </Group>
          </Paper>
        );
      })}
      {rootError ? (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {rootError}
        </Text>
      ) : null}
      <Group>
        <Button variant="default" onClick={() => append({ key: '', value: '' })} disabled={allUsed}>
          {_('policies.conditions.add')}
        </Button>
      </Group>
    </Stack>
  );
}
