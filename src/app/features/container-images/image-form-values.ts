import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type ContainerImage, ContainerImageInputSchema } from '../../../contract/catalog';
import { contractResolver } from '../../lib/contract-resolver';
import { localizeResolver } from '../../lib/localize-resolver';

/** What the inputs hold: the repository's id as the select's string ('' while none is chosen). */
export type ImageFormValues = { name: string; artifact_repository_id: string };
export type ImageOutput = z.output<typeof ContainerImageInputSchema>;

export const NEW_IMAGE: ImageFormValues = { name: '', artifact_repository_id: '' };

export const imageToForm = (image: ContainerImage): ImageFormValues => ({
  name: image.name,
  artifact_repository_id: String(image.artifact_repository_id),
});

const toInput = (values: ImageFormValues) => ({
  name: values.name,
  // None chosen reads as 0, which the schema refuses (ids are positive).
  artifact_repository_id: Number(values.artifact_repository_id),
});

const judge = contractResolver(ContainerImageInputSchema, toInput);

/**
 * The contract's schema judges the input; a repository not chosen yet reads "This field is required."
 * (the API's words for a missing field) rather than zod's note about a number too small.
 */
export const resolver: Resolver<ImageFormValues, unknown, ImageOutput> = localizeResolver(
  async (values, context, options) => {
    const result = await judge(values, context, options);
    const repository = result.errors.artifact_repository_id;
    if (!repository || values.artifact_repository_id !== '') return result;
    const required = { ...repository, message: 'This field is required.' };
    return { values: {}, errors: { ...result.errors, artifact_repository_id: required } };
  },
);
