import { NativeSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import type { ContainerImage } from '../../../contract/catalog';
import { ResourceForm, type SectionFormProps, useResourceForm } from '../../components/resource-form';
import { artifactRepositories } from '../../lib/catalog-queries';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { type ImageFormValues, type ImageOutput, resolver } from './image-form-values';

/** Repositories are few (one per registry): the first 100 by name are all of them in practice. */
const REPOSITORIES = { per_page: 100, ordering: 'name' };

/** An image's name (`repo/image:tag`) and the artifact repository it is pulled from. */
export function ImageForm({ cancelTo, ...props }: SectionFormProps<ImageFormValues, ImageOutput, ContainerImage>) {
  const _ = useT();
  const { form, view } = useResourceForm({
    ...props,
    noun: 'containerImage',
    resolver,
    next: (image) => paths.containerImage(image.id),
    serverErrors: (error, { setError }) => applyServerErrors(error, setError, ['name', 'artifact_repository_id']),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const repositories = useQuery(artifactRepositories.list(REPOSITORIES));
  const options = [
    { value: '', label: _('container-images.form.chooseRepository'), disabled: true },
    ...(repositories.data?.results ?? []).map((r) => ({ value: String(r.id), label: `${r.name} (${r.kind})` })),
  ];
  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={600} gap="md">
      <TextInput
        label={_('container-images.name')}
        description={_('container-images.form.nameHelp')}
        required
        autoComplete="off"
        spellCheck={false}
        ff="monospace"
        {...register('name')}
        error={errors.name?.message}
      />
      {/* Controlled: the options arrive after the form, and an uncontrolled select would show the first. */}
      <Controller
        control={control}
        name="artifact_repository_id"
        render={({ field, fieldState }) => (
          <NativeSelect
            label={_('container-images.artifactRepository')}
            description={_('container-images.form.repositoryHelp')}
            required
            data={options}
            {...field}
            error={fieldState.error?.message}
          />
        )}
      />
    </ResourceForm>
  );
}
