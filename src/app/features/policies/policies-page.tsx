import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { STAGES, type Stage } from '../../../contract/stages';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ListPage, useListPage } from '../../components/list-page';
import { projects } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { policiesQuery } from './api';
import { policyColumns } from './policy-columns';
import { usePolicyActions } from './use-policy-actions';

type Translate = ReturnType<typeof useT>;

// `project` has no control here: it comes from a project's page and shows as a chip.
const FILTERS = ['level', 'stage', 'is_active', 'project'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = (_: Translate) =>
  [
    {
      name: 'level',
      label: _('policies.filter.level'),
      options: filterOptions(_('policies.filter.allLevels'), LEVELS, (l) => LEVEL_TEXT[l as Level]),
    },
    {
      name: 'stage',
      label: _('policies.filter.stage'),
      options: filterOptions(_('policies.filter.allStages'), STAGES, (s) => STAGE_LABELS[s as Stage]),
    },
    { name: 'is_active', label: _('policies.filter.active'), options: YES_NO_OPTIONS },
  ] as const;

export function PoliciesPage() {
  const _ = useT();
  const { list, result } = useListPage(policiesQuery, FILTERS);
  const isAdmin = useCanWriteArea('policies');
  const actions = usePolicyActions();
  const project = useRecord(projects.detail, parseId(list.filters.project));

  return (
    <>
      <ListPage
        title={_('policies.title')}
        actions={
          isAdmin ? (
            <Button component={Link} to={paths.newPolicy}>
              {_('policies.new')}
            </Button>
          ) : null
        }
        list={list}
        result={result}
        searchLabel={_('policies.search')}
        selects={selects(_)}
        chips={{
          level: (v) => _('policies.chip.level', { level: LEVEL_TEXT[v as Level] ?? v }),
          stage: (v) => _('policies.chip.stage', { stage: STAGE_LABELS[v as Stage] ?? v }),
          is_active: (v) => _('policies.chip.active', { value: yesNo(v === 'true') }),
          project: (v) => _('policies.chip.project', { project: project.data?.name ?? `#${v}` }),
        }}
        label={_('policies.title')}
        columns={policyColumns(
          isAdmin
            ? {
                onCopy: actions.copyPolicy,
                onDelete: (p) => void actions.deletePolicy(p),
                pendingId: actions.pendingId,
              }
            : undefined,
        )}
        filteredMessage={_('policies.empty.filtered')}
        emptyMessage={isAdmin ? _('policies.empty.admin') : _('policies.empty.reader')}
      />
      {actions.confirmModal}
    </>
  );
}
