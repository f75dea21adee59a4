import { TECHNOLOGIES } from '../../../contract/catalog';
import { DEPENDENCY_COLUMNS } from '../../components/dependency-columns';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { containerImages, dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';

const FILTERS = ['technology', 'license', 'project', 'vulnerability', 'container_image'] as const;

export function DependenciesPage() {
  const _ = useT();
  const { list, result } = useListPage(dependencies.list, FILTERS);
  // Filters that arrive through links from other pages are named, not shown as bare ids.
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const vulnerability = useRecord(vulnerabilities.detail, parseId(list.filters.vulnerability));
  const image = useRecord(containerImages.detail, parseId(list.filters.container_image));
  const number = (id: string) => _('lib.recordNumber', { id });
  const selects = [
    {
      name: 'technology',
      label: _('dependencies.technology'),
      options: filterOptions(_('dependencies.allTechnologies'), TECHNOLOGIES),
    },
  ] as const;

  return (
    <ListPage
      title={_('dependencies.title')}
      list={list}
      result={result}
      searchLabel={_('dependencies.search')}
      selects={selects}
      chips={{
        technology: (technology) => _('dependencies.chip.technology', { technology }),
        license: (license) => _('dependencies.chip.license', { license }),
        project: (id) => _('dependencies.chip.project', { name: project.data?.name ?? number(id) }),
        vulnerability: (id) =>
          _('dependencies.chip.vulnerability', { name: vulnerability.data?.vulnerability_id ?? number(id) }),
        container_image: (id) => _('dependencies.chip.containerImage', { name: image.data?.name ?? number(id) }),
      }}
      label={_('dependencies.title')}
      columns={DEPENDENCY_COLUMNS}
      filteredMessage={_('dependencies.noMatch')}
      emptyMessage={_('dependencies.empty')}
    />
  );
}
