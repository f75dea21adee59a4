import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProjectDetailSchema, type ProjectType, type RepoAuth, type RepoAuthKind } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
import { auditKeys } from '../../components/audit-history';
import { api } from '../../lib/api-client';
import { projects } from '../../lib/catalog-queries';
import { msg } from '../../lib/i18n';
import { writeHooks } from '../../lib/resource-queries';

/** Reads are shared (a project is named on other sections' pages); the writes are this section's. */
export const projectsQuery = projects.list;
export const projectQuery = projects.detail;

/** A type's label, translated where shown: `_(TYPE_LABELS[type])`. */
export const TYPE_LABELS: Record<ProjectType, MessageDescriptor> = {
  vcs: msg('projects.type.vcs'),
  cli: msg('projects.type.cli'),
};

/** What the repository is read with (CONTRACT §15 `repo_auth_kind`), translated where shown. */
export const REPO_AUTH_KIND_LABELS: Record<RepoAuthKind, MessageDescriptor> = {
  none: msg('projects.credentials.kind.none'),
  token: msg('projects.credentials.kind.token'),
  ssh_key: msg('projects.credentials.kind.sshKey'),
};

/** The contract's defaults: VCS projects are analysed at `source`, CLI projects report from `build`. */
export const defaultStage = (type: ProjectType): Stage => (type === 'vcs' ? 'source' : 'build');

export const {
  useCreate: useCreateProject,
  useUpdate: useUpdateProject,
  useDelete: useDeleteProject,
} = writeHooks(projects);

/**
 * Sets (`repo_auth`) or removes (`null`) a project's repository credentials with a PATCH of that field
 * alone. They are write-only: the answer says their kind, never their value. The variables hold the
 * secret, so the mutation is forgotten as soon as it settles and its form is gone.
 */
export function useSetRepoAuth(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (repoAuth: RepoAuth | null) =>
      api.patch(projects.recordPath(id), ProjectDetailSchema, { repo_auth: repoAuth }),
    gcTime: 0,
    onSuccess: (project) => {
      qc.setQueryData(projects.keys.detail(project.id), project);
      return Promise.all([projects.keys.lists(), auditKeys.all].map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}
