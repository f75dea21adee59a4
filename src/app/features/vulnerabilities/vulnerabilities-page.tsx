import { Group, NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEVERITIES, type Severity } from '../../../contract/catalog';
import { ActiveFilters, listFilterChips } from '../../components/active-filters';
import { DataTable } from '../../components/data-table';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { listTableProps } from '../../components/list-table-props';
import { PageHeader } from '../../components/page-header';
import { SearchInput } from '../../components/search-input';
import { dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { parseId } from '../../lib/route-params';
import { yesNo } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { useResetInvalidPage } from '../../lib/use-reset-invalid-page';
import { SEVERITY_LABELS } from './severity';
import { VULNERABILITY_COLUMNS } from './vulnerability-columns';

const FILTERS = ['severity', 'has_fixed_version', 'has_exploit', 'project', 'dependency'] as const;
// Most severe first, as people scan for them.
const SEVERITY_OPTIONS = filterOptions(
  'All severities',
  [...SEVERITIES].reverse(),
  (s) => SEVERITY_LABELS[s as Severity],
);

export function VulnerabilitiesPage() {
  const list = useListParams(FILTERS);
  const result = useQuery(vulnerabilities.list(list.query));
  useResetInvalidPage(result.error, list.page, list.setPage);

  const projectId = parseId(list.filters.project);
  const dependencyId = parseId(list.filters.dependency);
  const project = useQuery({ ...projects.detail(projectId ?? 0), enabled: projectId !== undefined });
  const dependency = useQuery({ ...dependencies.detail(dependencyId ?? 0), enabled: dependencyId !== undefined });

  const chips = listFilterChips(list, {
    severity: (v) => `Severity: ${SEVERITY_LABELS[v as Severity] ?? v}`,
    has_fixed_version: (v) => `Fix available: ${yesNo(v === 'true')}`,
    has_exploit: (v) => `Exploit known: ${yesNo(v === 'true')}`,
    project: (v) => `Project: ${project.data?.name ?? `#${v}`}`,
    dependency: (v) =>
      `Dependency: ${dependency.data ? `${dependency.data.name} ${dependency.data.version}` : `#${v}`}`,
  });

  return (
    <>
      <PageHeader title="Vulnerabilities" />
      <Group align="flex-end" gap="md" mb="md" wrap="wrap">
        <SearchInput label="Search vulnerabilities" value={list.search} onSearch={list.setSearch} />
        <NativeSelect
          label="Severity"
          value={list.filters.severity}
          data={SEVERITY_OPTIONS}
          onChange={(event) => list.setFilter('severity', event.currentTarget.value)}
        />
        <NativeSelect
          label="Fix available"
          value={list.filters.has_fixed_version}
          data={YES_NO_OPTIONS}
          onChange={(event) => list.setFilter('has_fixed_version', event.currentTarget.value)}
        />
        <NativeSelect
          label="Exploit known"
          value={list.filters.has_exploit}
          data={YES_NO_OPTIONS}
          onChange={(event) => list.setFilter('has_exploit', event.currentTarget.value)}
        />
      </Group>
      <ActiveFilters filters={chips} onClear={list.clearFilters} />
      <DataTable
        label="Vulnerabilities"
        columns={VULNERABILITY_COLUMNS}
        rowKey={(row) => row.id}
        {...listTableProps(list, result)}
        emptyMessage={
          chips.length > 0
            ? 'No vulnerabilities match these filters. Change or clear them.'
            : 'No vulnerabilities recorded. They appear when analysed dependencies have known advisories.'
        }
      />
    </>
  );
}
