import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { LEVELS, type Level } from '../../../contract/policies';
import { STAGES, type Stage } from '../../../contract/stages';
import { filterOptions, YES_NO_OPTIONS } from '../../components/filter-options';
import { LEVEL_TEXT } from '../../components/level-badge';
import { ListPage, useListPage } from '../../components/list-page';
import { projects } from '../../lib/catalog-queries';
import { yesNo } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useRecord } from '../../lib/resource-queries';
import { parseId } from '../../lib/route-params';
import { STAGE_LABELS } from '../../lib/stage-labels';
import { useIsAdministrator } from '../../lib/use-is-administrator';
import { policiesQuery } from './api';
import { policyColumns } from './policy-columns';
import { usePolicyActions } from './use-policy-actions';

// `project` has no control here: it comes from a project's page and shows as a chip.
const FILTERS = ['level', 'stage', 'is_active', 'project'] as const;
/** Built when shown, so the option labels are in the console's language. */
const selects = () =>
  [
    { name: 'level', label: 'Level', options: filterOptions('All levels', LEVELS, (l) => LEVEL_TEXT[l as Level]) },
    { name: 'stage', label: 'Stage', options: filterOptions('All stages', STAGES, (s) => STAGE_LABELS[s as Stage]) },
    { name: 'is_active', label: 'Active', options: YES_NO_OPTIONS },
  ] as const;

export function PoliciesPage() {
  const { list, result } = useListPage(policiesQuery, FILTERS);
  const isAdmin = useIsAdministrator();
  const actions = usePolicyActions();
  const project = useRecord(projects.detail, parseId(list.filters.project));

  return (
    <>
      <ListPage
        title="Policies"
        actions={
          isAdmin ? (
            <Button component={Link} to={paths.newPolicy}>
              New policy
            </Button>
          ) : null
        }
        list={list}
        result={result}
        searchLabel="Search policies"
        selects={selects()}
        chips={{
          level: (v) => `Level: ${LEVEL_TEXT[v as Level] ?? v}`,
          stage: (v) => `Stage: ${STAGE_LABELS[v as Stage] ?? v}`,
          is_active: (v) => `Active: ${yesNo(v === 'true')}`,
          project: (v) => `Applies to project: ${project.data?.name ?? `#${v}`}`,
        }}
        label="Policies"
        columns={policyColumns(
          isAdmin
            ? {
                onCopy: actions.copyPolicy,
                onDelete: (p) => void actions.deletePolicy(p),
                pendingId: actions.pendingId,
              }
            : undefined,
        )}
        filteredMessage="No policies match these filters. Change or clear them."
        emptyMessage={
          isAdmin
            ? 'No policies yet. Create one with "New policy".'
            : 'No policies yet. An administrator can create them.'
        }
      />
      {actions.confirmModal}
    </>
  );
}
