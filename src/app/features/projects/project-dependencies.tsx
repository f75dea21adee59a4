import { ListPage, useListPage } from '../../components/list-page';
import { PageSection } from '../../components/page-section';
import { dependencies } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { PROJECT_DEPENDENCY_COLUMNS } from './project-dependency-columns';

/**
 * The project's dependencies with how each came in (relation, files, the chain that pulls it in). Its
 * page, search and ordering live in the URL as `dpage`, `dsearch`, … beside the page's other lists.
 */
export function ProjectDependencies({ projectId, name }: { projectId: number; name: string | undefined }) {
  const _ = useT();
  const { list, result } = useListPage((q) => dependencies.list({ ...q, project: projectId }), [], { prefix: 'd' });
  return (
    <PageSection id="project-dependencies" title={_('projects.dependencies')}>
      <ListPage
        list={list}
        result={result}
        searchLabel={_('projects.dependency.search')}
        label={name ? _('projects.dependenciesOf', { name }) : _('projects.dependencies')}
        columns={PROJECT_DEPENDENCY_COLUMNS}
        filteredMessage={_('projects.dependency.noMatch')}
        emptyMessage={_('projects.noDependencies')}
      />
    </PageSection>
  );
}
