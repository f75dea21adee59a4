import { SEVERITIES, type Severity } from '../../../contract/catalog';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { dependencies, projects, vulnerabilities } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { SEVERITY_LABELS } from '../../lib/severity-labels';
import { VULNERABILITY_COLUMNS } from './vulnerability-columns';

const FILTERS = ['severity', 'has_fixed_version', 'has_exploit', 'project', 'dependency'] as const;

export function VulnerabilitiesPage() {
  const _ = useT();
  const { list, result } = useListPage(vulnerabilities.list, FILTERS);
  const project = useRecord(projects.detail, parseId(list.filters.project));
  const dependency = useRecord(dependencies.detail, parseId(list.filters.dependency));
  const number = (id: string) => _('lib.recordNumber', { id });
  const selects = [
    {
      name: 'severity',
      label: _('vulnerabilities.severity'),
      // Most severe first, as people scan for them.
      options: filterOptions(
        _('vulnerabilities.allSeverities'),
        [...SEVERITIES].reverse(),
        (s) => SEVERITY_LABELS[s as Severity],
      ),
    },
    { name: 'has_fixed_version', label: _('vulnerabilities.fixAvailable'), options: YES_NO_OPTIONS },
    { name: 'has_exploit', label: _('vulnerabilities.exploitKnown'), options: YES_NO_OPTIONS },
  ] as const;

  return (
    <ListPage
      title={_('vulnerabilities.title')}
      list={list}
      result={result}
      searchLabel={_('vulnerabilities.search')}
      selects={selects}
      chips={{
        severity: (v) => _('vulnerabilities.chip.severity', { severity: SEVERITY_LABELS[v as Severity] ?? v }),
        has_fixed_version: (v) => _('vulnerabilities.chip.fixAvailable', { answer: yesNo(v === 'true') }),
        has_exploit: (v) => _('vulnerabilities.chip.exploitKnown', { answer: yesNo(v === 'true') }),
        project: (id) => _('vulnerabilities.chip.project', { name: project.data?.name ?? number(id) }),
        dependency: (id) =>
          _('vulnerabilities.chip.dependency', {
            name: dependency.data ? `${dependency.data.name} ${dependency.data.version}` : number(id),
          }),
      }}
      label={_('vulnerabilities.title')}
      columns={VULNERABILITY_COLUMNS}
      filteredMessage={_('vulnerabilities.noMatch')}
      emptyMessage={_('vulnerabilities.empty')}
    />
  );
}
