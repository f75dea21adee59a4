import { TECHNOLOGIES } from '../../../contract/catalog';
import { DEPENDENCY_COLUMNS } from '../../components/dependency-columns';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { containerImages, dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';

const FILTERS = ['technology', 'license', 'project', 'vulnerability', 'container_image'] as const;
const SELECTS = [
  { name: 'technology', label: 'Technology', options: filterOptions('All technologies', TECHNOLOGIES) },
] as const;

export function DependenciesPage() {
  const { list, result } = useListPage(dependencies.list, FILTERS);
  // Filters that arrive through links from other pages are named, not shown as bare ids.
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const vulnerability = useRecord(vulnerabilities.detail, parseId(list.filters.vulnerability));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));

  return (
    <ListPage
      title="Dependencies"
      list={list}
      result={result}
      searchLabel="Search dependencies"
      selects={SELECTS}
      chips={{
        technology: (v) => `Technology: ${v}`,
        license: (v) => `License: ${v}`,
        project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
        vulnerability: (v) => `Vulnerability: ${vulnerability.data?.vulnerability_id ?? `#${v}`}`,
        container_image: (v) => `Container image: ${image.data?.name ?? `#${v}`}`,
      }}
      label="Dependencies"
      columns={DEPENDENCY_COLUMNS}
      filteredMessage="No dependencies match these filters. Change or clear them."
      emptyMessage="No dependencies yet. They are recorded when projects and images are analysed."
    />
  );
}
