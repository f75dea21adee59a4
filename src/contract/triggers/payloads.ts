import { z } from 'zod';
import { LevelSchema } from '../policies';
import { StageSchema } from '../stages';

/**
 * The payload of each trigger (CONTRACT §7), built from shared fields. `*_id` and `*_count` are
 * integers; every payload is strict: a key that is not in the platform's table is an error.
 */

const id = (what: string) => z.number().int().positive().describe(`Id of the ${what}`);
const count = (what: string) => z.number().int().nonnegative().describe(`Number of ${what}`);

const project = {
  project_id: id('project'),
  project_name: z.string().describe('Name of the project'),
};
const containerImage = {
  container_image_id: id('container image'),
  container_image_name: z.string().describe('Name of the container image'),
};
const totals = {
  vulnerabilities_count: count('vulnerabilities found'),
  dependencies_count: count('dependencies found'),
};
const repository = {
  repo_url: z.string().describe('URL of the repository being cloned'),
  repo_ref_name: z.string().describe('Branch or tag being cloned'),
};
const error = { error: z.string().describe('What went wrong') };
const policyAlert = {
  alert_id: id('policy alert'),
  stage: StageSchema.describe('Stage of the policy match'),
  level: LevelSchema.describe('Level of the policy'),
  policy_id: id('policy'),
  policy_name: z.string().describe('Name of the policy'),
  dependency_id: id('dependency'),
  dependency_purl: z.string().describe('Package URL of the dependency'),
  matched_criteria: z.array(z.string()).describe('The policy conditions the dependency matched, as sentences'),
};

export const ScaPolicyPayload = z.object({ ...policyAlert, project_id: id('project') }).strict();
export const OsaPolicyPayload = z
  .object({
    ...policyAlert,
    container_image_id: id('container image'),
    artifact_repository_id: id('artifact repository the image belongs to'),
  })
  .strict();
export const ProjectPayload = z.object(project).strict();
export const ProjectTotalsPayload = z.object({ ...project, ...totals }).strict();
export const ProjectErrorPayload = z.object({ ...project, ...error }).strict();
export const ImagePayload = z.object(containerImage).strict();
export const ImageTotalsPayload = z.object({ ...containerImage, ...totals }).strict();
export const ImageErrorPayload = z.object({ ...containerImage, ...error }).strict();
export const CloningPayload = z.object({ ...project, ...repository }).strict();
export const CloningErrorPayload = z.object({ ...project, ...repository, ...error }).strict();
export const EmptyPayload = z.object({}).strict();
