import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PROJECT_TYPES, type ProjectType } from '../../../contract/projects';
import { STAGES, type Stage } from '../../../contract/stages';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { proprietors } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { i18n, useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { projectsQuery, TYPE_LABELS } from './api';
import { PROJECT_COLUMNS } from './project-columns';

const FILTERS = ['type', 'stage', 'is_active', 'proprietor'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    {
      name: 'type',
      label: i18n._('projects.type'),
      options: filterOptions(i18n._('projects.filter.allTypes'), PROJECT_TYPES, (t) =>
        i18n._(TYPE_LABELS[t as ProjectType]),
      ),
    },
    {
      name: 'stage',
      label: i18n._('projects.stage'),
      options: filterOptions(i18n._('projects.filter.allStages'), STAGES, (s) => STAGE_LABELS[s as Stage]),
    },
    { name: 'is_active', label: i18n._('projects.active'), options: YES_NO_OPTIONS },
  ] as const;

const isType = (value: string): value is ProjectType => (PROJECT_TYPES as readonly string[]).includes(value);

export function ProjectsPage() {
  const _ = useT();
  const { list, result } = useListPage(projectsQuery, FILTERS);
  const isAdmin = useIsAdministrator();
  // The proprietor filter comes from a link (the Proprietors page): name it if it can be found.
  const proprietor = useRecord(proprietors.detail, parseId(list.filters.proprietor));

  return (
    <ListPage
      title={_('projects.title')}
      actions={
        isAdmin ? (
          <Button component={Link} to={paths.newProject}>
            {_('projects.new')}
          </Button>
        ) : null
      }
      list={list}
      result={result}
      searchLabel={_('projects.search')}
      selects={selects()}
      chips={{
        type: (v) => _('projects.chip.type', { type: isType(v) ? _(TYPE_LABELS[v]) : v }),
        stage: (v) => _('projects.chip.stage', { stage: STAGE_LABELS[v as Stage] ?? v }),
        is_active: (v) => _('projects.chip.active', { value: yesNo(v === 'true') }),
        proprietor: (v) =>
          _('projects.chip.proprietor', { name: proprietor.data?.name ?? _('projects.chip.id', { id: v }) }),
      }}
      label={_('projects.title')}
      columns={PROJECT_COLUMNS}
      filteredMessage={_('projects.filtered')}
      emptyMessage={isAdmin ? _('projects.empty.admin') : _('projects.empty.reader')}
    />
  );
}
