import { Input, NativeSelect, SegmentedControl, Text, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import { PROJECT_TYPES, type ProjectDetail, type ProjectType, type RepoAuthKind } from '../../../contract/projects';
import { STAGES } from '../../../contract/stages';
import { SwitchField } from '../../components/switch-field';
import { controlProps, ResourceForm, type SectionFormProps, useResourceForm } from '../../components/resource-form';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { STAGE_HELP_LABELS, STAGE_LABELS } from '../../lib/stage-labels';
import { defaultStage, TYPE_LABELS } from './api';
import { resolver, type ProjectFormValues, type ProjectOutput } from './project-form-values';
import { ProprietorSelect } from './proprietor-select';
import { RepoCredentials } from './repo-credentials';
import { REPO_AUTH_FIELDS } from './repo-auth-values';

const VCS_FIELDS: FieldPath<ProjectFormValues>[] = [
  'name',
  'type',
  'repo_url',
  'repo_ref_name',
  'stage',
  'proprietor',
  'is_active',
  ...REPO_AUTH_FIELDS,
];
const CLI_FIELDS = VCS_FIELDS.filter((f) => f !== 'repo_url' && f !== 'repo_ref_name' && !f.startsWith('repo_auth'));

type ProjectFormProps = SectionFormProps<ProjectFormValues, ProjectOutput, ProjectDetail> & {
  /** What the project's repository is read with now ('none' for a new project). */
  storedAuthKind: RepoAuthKind;
};

export function ProjectForm({ cancelTo, storedAuthKind, ...props }: ProjectFormProps) {
  const _ = useT();
  const { form, view } = useResourceForm({
    ...props,
    noun: 'project',
    resolver,
    next: (project) => paths.project(project.id),
    serverErrors: (error, { setError, getValues }) =>
      applyServerErrors(error, setError, getValues('type') === 'vcs' ? VCS_FIELDS : CLI_FIELDS),
  });
  const { mode } = props;
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });

  // The stage follows the type's default until the user picks one.
  const stageChosen = useRef(false);
  const onTypeChange = (next: ProjectType) => {
    setValue('type', next, { shouldDirty: true });
    if (!stageChosen.current) setValue('stage', defaultStage(next));
  };

  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={600} gap="md">
      <TextInput label={_('projects.name')} required {...register('name')} error={errors.name?.message} />
      <Input.Wrapper
        id="project-type"
        label={_('projects.type')}
        labelElement="div"
        description={mode === 'edit' ? _('projects.form.typeFixed') : _('projects.form.typeHelp')}
        error={errors.type?.message}
      >
        {mode === 'edit' ? (
          // Shown as text, not as a disabled control whose faded labels are hard to read.
          <Text fw={600} mt={4}>
            {_(TYPE_LABELS[type])}
          </Text>
        ) : (
          <div>
            <SegmentedControl
              aria-labelledby="project-type-label"
              aria-describedby={
                errors.type ? 'project-type-description project-type-error' : 'project-type-description'
              }
              data={PROJECT_TYPES.map((t) => ({ value: t, label: _(TYPE_LABELS[t]) }))}
              value={type}
              onChange={(next) => onTypeChange(next as ProjectType)}
              mt={4}
            />
          </div>
        )}
      </Input.Wrapper>
      {type === 'vcs' ? (
        <>
          <TextInput
            label={_('projects.form.repoUrl')}
            description={_('projects.form.repoUrlHelp')}
            required
            {...register('repo_url')}
            error={errors.repo_url?.message}
          />
          <TextInput
            label={_('projects.ref')}
            description={_('projects.form.refHelp')}
            required
            {...register('repo_ref_name')}
            error={errors.repo_ref_name?.message}
          />
          <RepoCredentials control={control} storedKind={storedAuthKind} />
        </>
      ) : null}
      <NativeSelect
        label={_('projects.stage')}
        description={_('projects.form.stageHelp')}
        data={STAGES.map((s) => ({
          value: s,
          label: _('projects.stageOption', { stage: STAGE_LABELS[s], help: STAGE_HELP_LABELS[s] }),
        }))}
        {...register('stage', { onChange: () => (stageChosen.current = true) })}
        error={errors.stage?.message}
      />
      <Controller
        control={control}
        name="proprietor"
        render={({ field, fieldState }) => <ProprietorSelect {...controlProps({ field, fieldState })} />}
      />
      <SwitchField control={control} name="is_active" label={_('projects.active')} />
    </ResourceForm>
  );
}
