import { Stack } from '@mantine/core';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CLONE_LEVELS, type Clone } from '../../../contract/clones';
import type { ProjectDetail } from '../../../contract/projects';
import { filterOptions } from '../../components/filter-options';
import { ListPage, useListPage } from '../../components/list-page';
import { PageSection } from '../../components/page-section';
import { useT } from '../../lib/i18n';
import { cloneColumns } from './clone-columns';
import { CLONE_LEVEL_LABELS } from './clone-level';
import { clonesQuery } from './clones-api';
import { ClonesSummary } from './clones-summary';

// The side-by-side view (a dialog, the code panes) loads when a clone is first compared.
const CloneCompare = lazy(() => import('./clone-compare').then((m) => ({ default: m.CloneCompare })));

/** The section's heading id: links to it (the overview's) end with `#project-clones`. */
const PROJECT_CLONES_SECTION = 'project-clones';

const FILTERS = ['level', 'cross', 'other_project'] as const;

/**
 * The project's duplicated code (issue 26, CONTRACT §19): its share, the clones by level, and the clones
 * themselves, within the project and with other projects, each opened side by side. The list's page and
 * filters live in the URL as `cpage`, `clevel`, `ccross`, `cother_project` beside the page's other lists
 * (the overview links here with `cother_project`).
 */
export function ProjectClones({ project, canStart }: { project: ProjectDetail; canStart: boolean }) {
  const _ = useT();
  const { list, result } = useListPage((q) => clonesQuery({ ...q, project: project.id }), FILTERS, { prefix: 'c' });
  // Narrowed to one other project, every row names it on its side `b`.
  const otherName = list.filters.other_project ? result.data?.results[0]?.b.project_name : undefined;
  const [compared, setCompared] = useState<{ clone: Clone; opened: boolean } | null>(null);
  const columns = useMemo(
    () => cloneColumns(project.id, (clone) => setCompared({ clone, opened: true })),
    [project.id],
  );
  const fetching = useIsFetching();
  useScrolledToOnArrival(result.data !== undefined && fetching === 0);

  const crossLabels: Record<string, string> = { true: _('projects.clones.cross'), false: _('projects.clones.within') };
  return (
    <PageSection id={PROJECT_CLONES_SECTION} title={_('projects.clones')}>
      <Stack gap="lg">
        <ClonesSummary project={project} />
        <div>
          <ListPage
            list={list}
            result={result}
            label={_('projects.clones.of', { name: project.name })}
            selects={[
              {
                name: 'level',
                label: _('projects.clones.level'),
                options: filterOptions(_('projects.clones.allLevels'), CLONE_LEVELS, (level) =>
                  _(CLONE_LEVEL_LABELS[level as Clone['level']]),
                ),
              },
              {
                name: 'cross',
                label: _('projects.clones.where'),
                options: filterOptions(
                  _('projects.clones.anywhere'),
                  ['false', 'true'],
                  (value) => crossLabels[value]!,
                ),
              },
            ]}
            chips={{
              level: (value) =>
                _('projects.clones.chip.level', {
                  level: value in CLONE_LEVEL_LABELS ? _(CLONE_LEVEL_LABELS[value as Clone['level']]) : value,
                }),
              cross: (value) => crossLabels[value] ?? value,
              other_project: (value) =>
                _('projects.clones.chip.otherProject', {
                  name: otherName ?? _('projects.chip.id', { id: value }),
                }),
            }}
            columns={columns}
            emptyMessage={canStart ? _('projects.clones.empty.admin') : _('projects.clones.empty.reader')}
            filteredMessage={_('projects.clones.noMatch')}
          />
        </div>
      </Stack>
      {compared ? (
        <Suspense fallback={null}>
          <CloneCompare
            clone={compared.clone}
            opened={compared.opened}
            onClose={() => setCompared({ ...compared, opened: false })}
          />
        </Suspense>
      ) : null}
    </PageSection>
  );
}

/**
 * A link that ends with `#project-clones` (the overview's) lands on this section. The browser looked for
 * it before this chunk had loaded, so the section brings itself into view once its list, and every list
 * above it that would push it down, has arrived (nothing is being fetched).
 */
function useScrolledToOnArrival(ready: boolean) {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current || hash !== `#${PROJECT_CLONES_SECTION}`) return;
    done.current = true;
    const heading = document.getElementById(PROJECT_CLONES_SECTION);
    if (!heading) return;
    // Below the shell's sticky header, not under it.
    heading.style.scrollMarginTop = 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-md))';
    heading.scrollIntoView();
  }, [ready, hash]);
}
