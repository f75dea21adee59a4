import type { MessageDescriptor } from '@lingui/core';
import type { ProjectType } from '../../../contract/projects';
import type { Stage } from '../../../contract/stages';
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

/** The contract's defaults: VCS projects are analysed at `source`, CLI projects report from `build`. */
export const defaultStage = (type: ProjectType): Stage => (type === 'vcs' ? 'source' : 'build');

export const {
  useCreate: useCreateProject,
  useUpdate: useUpdateProject,
  useDelete: useDeleteProject,
} = writeHooks(projects);
