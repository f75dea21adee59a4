import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';

/** One counted line of a tile: its words, its number, and the filtered list it counts (when one exists). */
export type TileRow = { key: string; label: ReactNode; count: number; to?: string; linkLabel?: string };

/**
 * A tile of the overview: a heading, a headline figure and the lines that make it up. Every figure
 * that a list can show filtered links to that list; its accessible name says what opens.
 */
export function StatTile({
  id,
  title,
  total,
  rows,
  note,
  urgent = false,
}: {
  id: string;
  title: string;
  total?: { count: number; to?: string; linkLabel?: string };
  rows: TileRow[];
  /** A line under the figures: what they leave out, or (`urgent`, in the error colour) what asks for action. */
  note?: string;
  urgent?: boolean;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {total ? (
          <Text fz={32} fw={700} lh={1.1}>
            <Figure count={total.count} to={total.to} linkLabel={total.linkLabel} />
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <Group component="li" key={row.key} justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{row.label}</Text>
                <Text size="sm" fw={600}>
                  <Figure count={row.count} to={row.to} linkLabel={row.linkLabel} />
                </Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        {note ? (
          <Text size="sm" c={urgent ? 'var(--mantine-color-error)' : 'dimmed'}>
            {note}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Figure({ count, to, linkLabel }: { count: number; to?: string; linkLabel?: string }) {
  const text = formatNumber(count);
  if (!to) return text;
  return (
    <Anchor component={Link} to={to} inherit aria-label={linkLabel}>
      {text}
    </Anchor>
  );
}
