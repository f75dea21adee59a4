import type { ProjectType } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
import { projects } from '../../lib/catalog-queries';
import { writeHooks } from '../../lib/resource-queries';

/** Reads are shared (a project is named on other sections' pages); the writes are this section's. */
export const projectsQuery = projects.list;
export const projectQuery = projects.detail;

export const TYPE_LABELS: Record<ProjectType, string> = { vcs: 'VCS', cli: 'CLI' };

/** The contract's defaults: VCS projects are analysed at `source`, CLI projects report from `build`. */
export const defaultStage = (type: ProjectType): Stage => (type === 'vcs' ? 'source' : 'build');

export const {
  useCreate: useCreateProject,
  useUpdate: useUpdateProject,
  useDelete: useDeleteProject,
} = writeHooks(projects);
