import { SEVERITIES, type Severity } from '../../../contract/catalog';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { SEVERITY_LABELS } from './severity';
import { VULNERABILITY_COLUMNS } from './vulnerability-columns';

const FILTERS = ['severity', 'has_fixed_version', 'has_exploit', 'project', 'dependency'] as const;
const SELECTS = [
  {
    name: 'severity',
    label: 'Severity',
    // Most severe first, as people scan for them.
    options: filterOptions('All severities', [...SEVERITIES].reverse(), (s) => SEVERITY_LABELS[s as Severity]),
  },
  { name: 'has_fixed_version', label: 'Fix available', options: YES_NO_OPTIONS },
  { name: 'has_exploit', label: 'Exploit known', options: YES_NO_OPTIONS },
] as const;

export function VulnerabilitiesPage() {
  const { list, result } = useListPage(vulnerabilities.list, FILTERS);
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const dependency = useRecord(dependencies.detail, parseId(list.filters.dependency));

  return (
    <ListPage
      title="Vulnerabilities"
      list={list}
      result={result}
      searchLabel="Search vulnerabilities"
      selects={SELECTS}
      chips={{
        severity: (v) => `Severity: ${SEVERITY_LABELS[v as Severity] ?? v}`,
        has_fixed_version: (v) => `Fix available: ${yesNo(v === 'true')}`,
        has_exploit: (v) => `Exploit known: ${yesNo(v === 'true')}`,
        project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
        dependency: (v) =>
          `Dependency: ${dependency.data ? `${dependency.data.name} ${dependency.data.version}` : `#${v}`}`,
      }}
      label="Vulnerabilities"
      columns={VULNERABILITY_COLUMNS}
      filteredMessage="No vulnerabilities match these filters. Change or clear them."
      emptyMessage="No vulnerabilities recorded. They appear when analysed dependencies have known advisories."
    />
  );
}
