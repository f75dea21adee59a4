import { Alert, Checkbox, Fieldset, Input, SegmentedControl, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { Ref } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LEVELS, type Policy, type PolicyValues } from '../../../contract/policies';
import { STAGE_HELP, STAGES, type Stage } from '../../../contract/stages';
import { SwitchField } from '../../components/switch-field';
import { LEVEL_TEXT } from '../../components/level-badge';
import { useNameOnly } from '../../components/name-only';
import { RecordMultiSelect } from '../../components/record-multi-select';
import { controlProps, ResourceForm, useResourceForm } from '../../components/resource-form';
import { projects, proprietors } from '../../lib/catalog-queries';
import { paths } from '../../lib/paths';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { ConditionsEditor } from './conditions-editor';
import { applyPolicyServerErrors, policyResolver, type PolicyFormValues } from './policy-form-model';

type PolicyFormProps = {
  mode: 'create' | 'edit';
  defaultValues: PolicyFormValues;
  save: (input: PolicyValues) => Promise<Policy>;
  cancelTo: string;
};

export function PolicyForm({ cancelTo, ...props }: PolicyFormProps) {
  const { form, view } = useResourceForm({
    ...props,
    noun: 'policy',
    resolver: policyResolver,
    next: () => paths.policies,
    serverErrors: (error, { setError, getValues }) => applyPolicyServerErrors(error, setError, getValues('conditions')),
  });
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const blocks = useWatch({ control, name: 'is_blocks_build' });
  const chosenProjects = useWatch({ control, name: 'projects' });

  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={760} gap="lg">
      <TextInput label="Name" required {...register('name')} error={errors.name?.message} />
      <Textarea
        label="Description"
        description="Why the policy exists and what to do about a match."
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
            label="Stages"
            description="Where the policy is checked."
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
            label="Level"
            labelElement="div"
            description="How serious a match is: the alert it raises carries this level."
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
            label="Projects"
            description={
              chosenProjects.length === 0
                ? 'Applies to all projects. Type to search and choose some to narrow it.'
                : 'Applies only to the projects chosen. Type to search.'
            }
            placeholder="Applies to all projects"
            nothingFound="No projects found"
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
            label="Proprietors"
            description="The teams or companies this policy belongs to. Type to search."
            placeholder="No proprietors"
            nothingFound="No proprietors found"
            {...controlProps({ field, fieldState })}
          />
        )}
      />
      <Fieldset legend="Conditions">
        <ConditionsEditor control={control} setValue={setValue} />
      </Fieldset>
      <SwitchField
        control={control}
        name="is_active"
        label="Active"
        description="Inactive policies are kept but not checked."
      />
      <SwitchField
        control={control}
        name="is_blocks_build"
        label="Blocks the build"
        description="A CI build that finds a match fails."
      />
      {blocks ? (
        // Mantine's yellow title is 2.7:1 on its light background; the text colour keeps AA.
        <Alert
          color="yellow"
          title="Builds will fail on this policy"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          Every CI build of a project this policy applies to fails while a dependency matches it.
        </Alert>
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
  return <Checkbox {...name} value={stage} description={STAGE_HELP[stage]} onBlur={onBlur} ref={inputRef} />;
}
