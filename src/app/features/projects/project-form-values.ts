import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../lib/contract-resolver';
import { localizeResolver } from '../../lib/localize-resolver';
import type { z } from 'zod';
import { ProjectInputSchema, type Project, type ProjectType } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
import { defaultStage } from './api';
import { EMPTY_REPO_AUTH, type RepoAuthFormValues, toRepoAuth } from './repo-auth-values';

/** What the inputs hold; `toInput` turns it into the contract's ProjectInput. */
export type ProjectFormValues = {
  name: string;
  type: ProjectType;
  repo_url: string;
  repo_ref_name: string;
  stage: Stage;
  proprietor: string | null;
  is_active: boolean;
  /** Empty: none on create, keep what is stored on edit (the record never carries their value). */
  repo_auth: RepoAuthFormValues;
  /** Edit, with credentials stored: "Remove stored credentials" was chosen (`repo_auth: null`). */
  remove_repo_auth: boolean;
};
/** What the form submits: the contract's input, parsed. */
export type ProjectOutput = z.output<typeof ProjectInputSchema>;

export const NEW_PROJECT: ProjectFormValues = {
  name: '',
  type: 'vcs',
  repo_url: '',
  repo_ref_name: 'main',
  stage: defaultStage('vcs'),
  proprietor: null,
  is_active: true,
  repo_auth: EMPTY_REPO_AUTH,
  remove_repo_auth: false,
};

export function projectToForm(project: Project): ProjectFormValues {
  return {
    name: project.name,
    type: project.type,
    repo_url: project.repo_url ?? '',
    repo_ref_name: project.repo_ref_name ?? 'main',
    stage: project.stage,
    proprietor: project.proprietor === null ? null : String(project.proprietor),
    is_active: project.is_active,
    repo_auth: EMPTY_REPO_AUTH,
    remove_repo_auth: false,
  };
}

/**
 * A CLI project has no repository; the VCS fields keep their text in case the type is switched back.
 * `repo_auth` is sent only to set or remove credentials: left out, the server keeps what it has.
 */
function toInput(values: ProjectFormValues) {
  const vcs = values.type === 'vcs';
  const repoAuth = !vcs ? undefined : values.remove_repo_auth ? null : toRepoAuth(values.repo_auth);
  return {
    name: values.name,
    type: values.type,
    repo_url: vcs ? values.repo_url.trim() || null : null,
    repo_ref_name: vcs ? values.repo_ref_name : null,
    stage: values.stage,
    proprietor: values.proprietor === null ? null : Number(values.proprietor),
    is_active: values.is_active,
    ...(repoAuth === undefined ? {} : { repo_auth: repoAuth }),
  };
}

// The contract's schema judges the values the API would get, so client and server agree; its
// messages read in the console's language, as the server's answers do.
export const resolver: Resolver<ProjectFormValues, unknown, ProjectOutput> = localizeResolver(
  contractResolver(ProjectInputSchema, toInput),
);
