import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectType } from '../../../contract/projects';
import { ProjectDetailSchema, type ProjectInput } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
import { api } from '../../lib/api-client';
import { projects } from '../../lib/catalog-queries';

/** Reads are shared (a project is named on other sections' pages); the writes are this section's. */
const projectKeys = projects.keys;
export const projectsQuery = projects.list;
export const projectQuery = projects.detail;

export const TYPE_LABELS: Record<ProjectType, string> = { vcs: 'VCS', cli: 'CLI' };

/** The contract's defaults: VCS projects are analysed at `source`, CLI projects report from `build`. */
export const defaultStage = (type: ProjectType): Stage => (type === 'vcs' ? 'source' : 'build');

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.post('/api/settings/projects/', ProjectDetailSchema, input),
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: [...projectKeys.all, 'list'] });
    },
  });
}

export function useUpdateProject(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectInput) => api.put(`/api/settings/projects/${id}/`, ProjectDetailSchema, input),
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: [...projectKeys.all, 'list'] });
    },
  });
}

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/settings/projects/${id}/`),
    onSuccess: (_, id) => {
      // Removed, not invalidated: the page still showing it would ask again and get a 404.
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: [...projectKeys.all, 'list'] });
    },
  });
}
