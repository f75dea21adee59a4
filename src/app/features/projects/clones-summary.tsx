import { Box, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CLONE_LEVELS } from '../../../contract/clones';
import type { ProjectDetail } from '../../../contract/projects';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { CLONE_LEVEL_BOUNDS } from './clone-level';
import { clonesQuery, lastClonesRunQuery } from './clones-api';

/** "4.2%" / "4,2 %": a share to one decimal, as SonarQube shows duplicated lines. */
const percentText = (percent: number) => formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/** How many of the project's clones match `filter`: the list's count, one row asked for. */
function useCount(project: number, filter: Record<string, string>): number | undefined {
  return useQuery(clonesQuery({ project, per_page: 1, ...filter })).data?.count;
}

type Tile = { key: string; label: string; value: string | undefined; note?: string };

/**
 * The project's duplicated code at a glance: the share of its lines (of the lines of code its last clones
 * run counted; the share itself also follows other projects' runs that find copies of its code), how many clones (and how many with other projects), and how many of each level. The counts
 * are the clones list's own (`per_page=1`), so they always agree with the table below.
 */
export function ClonesSummary({ project }: { project: ProjectDetail }) {
  const _ = useT();
  const all = useCount(project.id, {});
  const cross = useCount(project.id, { cross: 'true' });
  const levels = {
    low: useCount(project.id, { level: 'low' }),
    medium: useCount(project.id, { level: 'medium' }),
    high: useCount(project.id, { level: 'high' }),
  };
  const percent = project.duplicated_lines_percent ?? null;
  const summary = useQuery(lastClonesRunQuery(project.id)).data?.results[0]?.summary;
  const counted = summary && 'lines_of_code' in summary ? summary : undefined;
  const tiles: Tile[] = [
    {
      key: 'share',
      label: _('projects.clones.share'),
      value: percent === null ? '—' : percentText(percent),
      note:
        percent === null
          ? _('projects.clones.notAnalysed')
          : counted
            ? _('projects.clones.linesCounted', { total: counted.lines_of_code })
            : _('projects.clones.shareNote'),
    },
    {
      key: 'clones',
      label: _('projects.clones.count'),
      value: all === undefined ? undefined : formatNumber(all),
      note: cross === undefined ? undefined : _('projects.clones.crossCount', { count: cross }),
    },
    ...CLONE_LEVELS.map((level) => ({
      key: level,
      label: _(CLONE_LEVEL_BOUNDS[level]),
      value: levels[level] === undefined ? undefined : formatNumber(levels[level]),
    })),
  ];
  return (
    <Box
      component="ul"
      p={0}
      m={0}
      // As many tiles to a row as fit: five on a wide screen, two on a phone.
      style={{
        listStyle: 'none',
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 40%), 1fr))',
      }}
      aria-label={_('projects.clones.summary')}
    >
      {tiles.map((tile) => (
        <Paper component="li" key={tile.key} withBorder p="md" radius="md">
          <Text size="sm" fw={600}>
            {tile.label}
          </Text>
          {tile.value === undefined ? (
            <Skeleton height={28} width={60} my={4} />
          ) : (
            <Text fz={28} fw={700} lh={1.3}>
              {tile.value}
            </Text>
          )}
          {tile.note ? (
            <Text size="xs" c="dimmed">
              {tile.note}
            </Text>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
