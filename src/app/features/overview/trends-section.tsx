import { Alert, Box, Button, SegmentedControl, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEVELS } from '../../../contract/policies';
import { LEVEL_TEXT } from '../../components/level-badge';
import { PageSection } from '../../components/page-section';
import { errorMessage } from '../../lib/error-message';
import { formatDate, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { type TrendDays, trendsQuery } from './api';

const LEVELS_DOWN = [...LEVELS].reverse();

/**
 * Trends over 30 or 90 days from the service's daily snapshots, as a table (newest day first) that a
 * screen reader reads as well as anyone. Loaded as its own chunk, after the tiles: the page's first
 * paint does not wait for it.
 */
export function TrendsSection() {
  const _ = useT();
  const [days, setDays] = useState<TrendDays>(30);
  const trends = useQuery(trendsQuery(days));
  const points = trends.data ? [...trends.data.points].reverse() : undefined;

  return (
    <PageSection id="trends" title={_('overview.trends.title')}>
      <SegmentedControl
        aria-label={_('overview.trends.period')}
        value={String(days)}
        onChange={(value) => setDays(Number(value) as TrendDays)}
        data={[
          { value: '30', label: _('overview.trends.days', { count: 30 }) },
          { value: '90', label: _('overview.trends.days', { count: 90 }) },
        ]}
        mb="sm"
      />
      <Text size="sm" c="dimmed" mb="xs" id="trends-note">
        {_('overview.trends.note')}
      </Text>
      {trends.isError ? (
        <Alert color="red" title={_('overview.trends.loadFailed')}>
          <Text size="sm" mb="sm">
            {errorMessage(trends.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => trends.refetch()}>
            {_('overview.retry')}
          </Button>
        </Alert>
      ) : !points ? (
        <Skeleton height={200} />
      ) : (
        // Scrolls by itself, so it takes the keyboard focus too (arrow keys scroll it).
        <Box
          tabIndex={0}
          role="region"
          aria-label={_('overview.trends.tableLabel', { count: days })}
          style={{ maxHeight: 420, overflow: 'auto', opacity: trends.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table
            striped
            stickyHeader
            aria-label={_('overview.trends.tableLabel', { count: days })}
            aria-describedby="trends-note"
            miw={640}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('overview.trends.day')}</Table.Th>
                <Table.Th ta="right">{_('overview.trends.opened')}</Table.Th>
                <Table.Th ta="right">{_('overview.trends.resolved')}</Table.Th>
                {LEVELS_DOWN.map((level) => (
                  <Table.Th key={level} ta="right">
                    {_('overview.trends.active', { level: LEVEL_TEXT[level] })}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{_('overview.trends.vulnerable')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {points.map((point) => (
                <Table.Tr key={point.day}>
                  <Table.Th scope="row" fw={400}>
                    {/* Noon: the UTC day reads as that day in any time zone. */}
                    {point.partial ? _('overview.trends.today') : formatDate(`${point.day}T12:00:00.000Z`)}
                    {point.backfilled ? ` ${_('overview.trends.rebuilt')}` : ''}
                  </Table.Th>
                  <Table.Td ta="right">{formatNumber(point.alerts_opened)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(point.alerts_resolved)}</Table.Td>
                  {LEVELS_DOWN.map((level) => (
                    <Table.Td key={level} ta="right">
                      {formatNumber(point.active[level])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right">
                    {point.vulnerable_dependencies === null ? '—' : formatNumber(point.vulnerable_dependencies)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </PageSection>
  );
}
