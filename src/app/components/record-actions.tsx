import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './data-table';
import { Link } from 'react-router';
import { msg, useT } from '../lib/i18n';

type RowActionsProps = {
  /** The record's name: each button's accessible name carries it, so a screen reader's list of buttons tells them apart. */
  name: string;
  editTo: string;
  onDelete: () => void;
  deleting: boolean;
  /** The section's own actions, between Edit and Delete (RowAction buttons). */
  children?: ReactNode;
};

/** A table row's Edit, the section's own actions, and Delete. */
export function RowActions({ name, editTo, onDelete, deleting, children }: RowActionsProps) {
  const _ = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        component={Link}
        to={editTo}
        size="compact-sm"
        variant="subtle"
        aria-label={_('components.actions.editNamed', { name })}
      >
        {_('components.actions.edit')}
      </Button>
      {children}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red.9"
        // Mantine's subtle variant lightens any shade to 6 (3:1 on white); the theme's error
        // colour (red-9 light, red-4 dark) passes AA in both schemes.
        c="var(--mantine-color-error)"
        aria-label={_('components.actions.deleteNamed', { name })}
        onClick={onDelete}
        disabled={deleting}
      >
        {_('components.actions.delete')}
      </Button>
    </Group>
  );
}

type RowActionProps = {
  label: string;
  /** Names the record too, e.g. "Copy web-shop". */
  accessibleName: string;
  onClick: () => void;
  loading: boolean;
};

/** One more action of a row, e.g. "Copy" or "Refresh status". */
export function RowAction({ label, accessibleName, onClick, loading }: RowActionProps) {
  return (
    <Button size="compact-sm" variant="subtle" aria-label={accessibleName} onClick={onClick} loading={loading}>
      {label}
    </Button>
  );
}

/** The last column of a table whose rows have actions (administrators only: the caller leaves it out otherwise). */
export function actionsColumn<T>(cell: (row: T) => ReactNode): Column<T> {
  return { key: 'actions', header: msg('components.actions.header'), nowrap: true, cell };
}

type RecordActionsProps = {
  editTo: string;
  onDelete: () => void;
  deleting?: boolean;
  /** The section's own actions, between Edit and Delete. */
  children?: ReactNode;
};

/** A record page's Edit, the section's own actions, and Delete, beside its heading. */
export function RecordActions({ editTo, onDelete, deleting, children }: RecordActionsProps) {
  const _ = useT();
  return (
    <>
      <Button component={Link} to={editTo} variant="default">
        {_('components.actions.edit')}
      </Button>
      {children}
      <Button color="red.9" onClick={onDelete} loading={deleting}>
        {_('components.actions.delete')}
      </Button>
    </>
  );
}
