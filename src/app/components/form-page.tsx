import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { canWrite, type WriteArea } from '../../contract/profile';
import { profileQuery } from '../lib/profile-query';
import type { EditableNoun } from './noun';
import { PageHeader } from './page-header';
import { RecordError, useRecordPage } from './record-page';

/**
 * Whether the reader may write `area` (administrators only by default): undefined while the profile
 * loads, so neither a form nor the refusal flashes up.
 */
function useCanWrite(area?: WriteArea): boolean | undefined {
  const profile = useQuery(profileQuery());
  if (!profile.data) return undefined;
  return area ? canWrite(profile.data.role, area) : profile.data.role === 'administrator';
}

const SKELETON_ROWS = [1, 2, 3, 4, 5, 6];

export type FormGateProps = {
  /** Whose section this is: the refusal names it in the plural ("policies"). */
  noun: EditableNoun;
  /** The section's list, linked from the refusal. */
  to: string;
  /** Width of the refusal; the form's own by default. */
  maw?: number;
  /** The shape of the form while it cannot be shown yet. */
  skeleton: { maw: number; rows: number };
  /** The area the form writes (CONTRACT §11); administrators only when absent. */
  area?: WriteArea;
  /** The form; null while its record loads. */
  children: ReactNode;
};

/**
 * A create or edit page's form, for administrators only. Auditors and users could
 * open the address; the server would answer 403 to a save anyway, so they are told
 * so instead. A skeleton stands in while the profile or the record loads.
 */
function FormGate({ noun, to, maw, skeleton, area, children }: FormGateProps) {
  const _ = useT();
  const mayWrite = useCanWrite(area);
  if (mayWrite === false) {
    return (
      <Alert color="gray" title={_('components.gate.title', { noun })} maw={maw}>
        {_('components.gate.text')}{' '}
        <Anchor component={Link} to={to}>
          {_('components.gate.back')}
        </Anchor>
      </Alert>
    );
  }
  if (mayWrite === undefined || children === null) return <FormSkeleton {...skeleton} />;
  return children;
}

/** Stands in for a form that cannot be shown yet. */
function FormSkeleton({ maw, rows }: { maw: number; rows: number }) {
  return (
    <Stack maw={maw} gap="md" aria-busy="true">
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} height={56} />
      ))}
    </Stack>
  );
}

/** The create page of a section: "New <noun>", then its form (FormGate). */
export function NewRecordPage({ gate, children }: { gate: Omit<FormGateProps, 'children'>; children: ReactNode }) {
  const _ = useT();
  return (
    <>
      <PageHeader title={_('components.form.newTitle', { noun: gate.noun })} />
      <FormGate {...gate}>{children}</FormGate>
    </>
  );
}

type EditRecordPageProps<T, K extends QueryKey> = {
  detail: (id: number) => UseQueryOptions<T, Error, T, K>;
  /** Where the list is, e.g. { to: paths.policies, label: 'All policies' }. */
  back: { to: string; label: string };
  gate: Omit<FormGateProps, 'children'>;
  /** The form, once the record has loaded; keyed by the record's id, so its default values are read once. */
  children: (record: T) => ReactNode;
};

/** The edit page of a record named by the address: "Edit <name>", then its form (FormGate). */
export function EditRecordPage<T extends { name: string }, K extends QueryKey>({
  detail,
  back,
  gate,
  children,
}: EditRecordPageProps<T, K>) {
  const _ = useT();
  const { noun } = gate;
  const record = useRecordPage(detail);
  const data = record.query.data;
  if (record.id === undefined || record.query.isError) {
    return <RecordError title={_('components.form.editTitle', { noun })} noun={noun} record={record} back={back} />;
  }
  return (
    <>
      <PageHeader
        title={data ? _('components.form.editNamed', { name: data.name }) : _('components.form.editTitle', { noun })}
      />
      <FormGate {...gate}>{data ? children(data) : null}</FormGate>
    </>
  );
}
