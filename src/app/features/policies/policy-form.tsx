import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LEVELS, type Policy, type PolicyValues } from '../../../contract/policies';
import { STAGE_HELP, STAGES, type Stage } from '../../../contract/stages';
import { useLeaveGuard } from '../../components/leave-guard';
import { RecordMultiSelect } from '../../components/record-multi-select';
import { projects, proprietors } from '../../lib/catalog-queries';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ConditionsEditor } from './conditions-editor';
import { useNameOnly } from './name-only';
import { applyPolicyServerErrors, policyResolver, type PolicyFormValues } from './policy-form-model';

type PolicyFormProps = {
  mode: 'create' | 'edit';
  defaultValues: PolicyFormValues;
  save: (input: PolicyValues) => Promise<Policy>;
  cancelTo: string;
};

export function PolicyForm({ mode, defaultValues, save, cancelTo }: PolicyFormProps) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<
    PolicyFormValues,
    unknown,
    PolicyValues
  >({
    resolver: policyResolver,
    defaultValues,
    // As the project form: judged on submit, then on every change. Not on blur: a message
    // appearing as the pointer leaves a field would push the submit button from under the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isDirty, isSubmitting } = formState;
  const blocks = useWatch({ control, name: 'is_blocks_build' });
  const chosenProjects = useWatch({ control, name: 'projects' });
  const { allowLeave, leaveModal } = useLeaveGuard(isDirty);
  const activeName = useNameOnly('Active');
  const blocksName = useNameOnly('Blocks the build');

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const policy = await save(input);
      notifications.show({
        color: 'green',
        message: mode === 'create' ? `Policy "${policy.name}" created.` : `Policy "${policy.name}" saved.`,
      });
      allowLeave();
      void navigate('/policies');
    } catch (error) {
      setFormError(applyPolicyServerErrors(error, setError, getValues('conditions')));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={mode === 'create' ? 'New policy' : 'Edit policy'}>
      <Stack maw={760} gap="lg">
        {formError ? (
          <Alert color="red" title="The policy was not saved" role="alert">
            {formError}
          </Alert>
        ) : null}
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
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
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
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Fieldset legend="Conditions">
          <ConditionsEditor control={control} setValue={setValue} />
        </Fieldset>
        <Controller
          control={control}
          name="is_active"
          render={({ field, fieldState }) => (
            <Switch
              {...activeName}
              description="Inactive policies are kept but not checked."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="is_blocks_build"
          render={({ field, fieldState }) => (
            <Switch
              {...blocksName}
              description="A CI build that finds a match fails."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
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
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={isSubmitting}>
            {mode === 'create' ? 'Create policy' : 'Save changes'}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            Cancel
          </Button>
        </Group>
      </Stack>
      {leaveModal}
    </form>
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
