import {
  Alert,
  Checkbox,
  Fieldset,
  Input,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { Ref } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LEVELS, type Policy, type PolicyValues } from '../../../contract/policies';
import { STAGES, type Stage } from '../../../contract/stages';
import { SwitchField } from '../../components/switch-field';
import { LEVEL_TEXT } from '../../components/level-badge';
import { useNameOnly } from '../../components/name-only';
import { RecordMultiSelect } from '../../components/record-multi-select';
import { controlProps, ResourceForm, type SectionFormProps, useResourceForm } from '../../components/resource-form';
import { projects, proprietors } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { STAGE_HELP_LABELS, STAGE_LABELS } from '../../lib/stage-labels';
import { applyPolicyServerErrors, policyResolver, type PolicyFormValues } from './policy-form-model';
import { PolicyPreview } from './policy-preview';
import { RuleBuilder } from './rule-builder';

export function PolicyForm({ cancelTo, ...props }: SectionFormProps<PolicyFormValues, PolicyValues, Policy>) {
  const _ = useT();
  const { form, view } = useResourceForm({
    ...props,
    noun: 'policy',
    resolver: policyResolver,
    next: () => paths.policies,
    serverErrors: (error, { setError, getValues }) =>
      applyPolicyServerErrors(error, setError, getValues('condition_tree')),
  });
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const blocks = useWatch({ control, name: 'is_blocks_build' });
  const delayed = useWatch({ control, name: 'delayed' });
  const chosenProjects = useWatch({ control, name: 'projects' });

  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={760} gap="lg">
      <TextInput label={_('policies.form.name')} required {...register('name')} error={errors.name?.message} />
      <Textarea
        label={_('policies.form.description')}
        description={_('policies.form.descriptionHelp')}
        // Not autosize: it needs document.fonts, which jsdom lacks.
        rows={3}
        resize="vertical"
        {...register('description')}
        error={errors.description?.message}
      />
      <Controller
        control={control}
        name="stages"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label={_('policies.form.stages')}
            description={_('policies.form.stagesHelp')}
            value={field.value}
            onChange={(next) => field.onChange(STAGES.filter((s) => next.includes(s)))}
            error={fieldState.error?.message}
            required
          >
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" mt="xs">
              {STAGES.map((stage: Stage, i) => (
                <StageCheckbox
                  key={stage}
                  stage={stage}
                  onBlur={field.onBlur}
                  inputRef={i === 0 ? field.ref : undefined}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
      />
      <Controller
        control={control}
        name="level"
        render={({ field, fieldState }) => (
          <Input.Wrapper
            id="policy-level"
            label={_('policies.form.level')}
            labelElement="div"
            description={_('policies.form.levelHelp')}
            error={fieldState.error?.message}
            required
          >
            <div>
              <SegmentedControl
                aria-labelledby="policy-level-label"
                aria-describedby="policy-level-description"
                data={LEVELS.map((l) => ({ value: l, label: LEVEL_TEXT[l] }))}
                value={field.value}
                onChange={(next) => field.onChange(next)}
                mt={4}
              />
            </div>
          </Input.Wrapper>
        )}
      />
      <Controller
        control={control}
        name="projects"
        render={({ field, fieldState }) => (
          <RecordMultiSelect
            source={projects}
            label={_('policies.form.projects')}
            description={
              chosenProjects.length === 0 ? _('policies.form.projectsAll') : _('policies.form.projectsChosen')
            }
            placeholder={_('policies.form.projectsPlaceholder')}
            nothingFound={_('policies.form.noProjectsFound')}
            {...controlProps({ field, fieldState })}
          />
        )}
      />
      <Controller
        control={control}
        name="proprietors"
        render={({ field, fieldState }) => (
          <RecordMultiSelect
            source={proprietors}
            label={_('policies.form.proprietors')}
            description={_('policies.form.proprietorsHelp')}
            placeholder={_('policies.form.proprietorsPlaceholder')}
            nothingFound={_('policies.form.noProprietorsFound')}
            {...controlProps({ field, fieldState })}
          />
        )}
      />
      <Fieldset legend={_('policies.form.conditions')}>
        <RuleBuilder control={control} setValue={setValue} />
      </Fieldset>
      <PolicyPreview form={form} />
      <SwitchField
        control={control}
        name="is_active"
        label={_('policies.form.active')}
        description={_('policies.form.activeHelp')}
      />
      <SwitchField
        control={control}
        name="is_blocks_build"
        label={_('policies.form.blocks')}
        description={_('policies.form.blocksHelp')}
      />
      {blocks ? (
        // Mantine's yellow title is 2.7:1 on its light background; the text colour keeps AA.
        <Alert
          color="yellow"
          title={_('policies.form.blocksWarningTitle')}
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {_('policies.form.blocksWarning')}
        </Alert>
      ) : null}
      {blocks ? (
        // A delay means something only for a policy that blocks builds: the alert blocks once it is that old.
        <Stack gap="xs">
          <Controller
            control={control}
            name="delayed"
            render={({ field }) => (
              <Checkbox
                label={_('policies.form.delayed')}
                description={_('policies.form.delayedHelp')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          {delayed ? (
            <Controller
              control={control}
              name="block_delay_days"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={_('policies.form.delayDays')}
                  description={_('policies.form.delayDaysHelp')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={fieldState.error?.message}
                  allowDecimal={false}
                  allowNegative={false}
                  min={1}
                  max={365}
                  // Out of range is refused with the contract's message, not changed silently on blur.
                  clampBehavior="none"
                  required
                  w={{ base: '100%', xs: 220 }}
                  ml={{ base: 0, xs: 'xl' }}
                />
              )}
            />
          ) : null}
        </Stack>
      ) : null}
    </ResourceForm>
  );
}

function StageCheckbox({
  stage,
  onBlur,
  inputRef,
}: {
  stage: Stage;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const name = useNameOnly(STAGE_LABELS[stage]);
  return <Checkbox {...name} value={stage} description={STAGE_HELP_LABELS[stage]} onBlur={onBlur} ref={inputRef} />;
}
