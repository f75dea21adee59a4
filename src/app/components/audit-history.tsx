import { Alert, Button, Code, Skeleton, Table, Text } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type AuditAction, type AuditEntry, AuditEntrySchema, type AuditObjectType } from '../../contract/audit';
import { type ListQuery, pageOf } from '../../contract/pagination';
import { canReadAuditLog } from '../../contract/profile';
import { api } from '../lib/api-client';
import { csvMeta } from '../lib/csv-export';
import { errorMessage } from '../lib/error-message';
import { formatDateTime } from '../lib/format';
import { msg, useT } from '../lib/i18n';
import { profileQuery } from '../lib/profile-query';
import { PageSection } from './page-section';

// The audit log's query, labels, field diff and a record's History live in one module: the audit log
// page and three record pages share them, and one chunk instead of four keeps the route table (in the
// entry chunk, which the login page loads) small.

const AuditPageSchema = pageOf(AuditEntrySchema);

/** CONTRACT §11: GET /api/audit_log/; every write refreshes it (its keys start with `audit-log`). */
export const auditKeys = {
  all: ['audit-log'] as const,
  list: (q: ListQuery) => ['audit-log', 'list', q] as const,
};

export const auditLogQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: auditKeys.list(q),
    queryFn: ({ signal }) => api.get('/api/audit_log/', AuditPageSchema, q, { signal }),
    meta: csvMeta('/api/audit_log/', q),
  });

/** How an audit row's action and object type read (the audit log page and each record's History). */
export const AUDIT_ACTION_NAMES: Record<AuditAction, ReturnType<typeof msg>> = {
  create: msg('components.audit.action.create'),
  update: msg('components.audit.action.update'),
  delete: msg('components.audit.action.delete'),
  ignore: msg('components.audit.action.ignore'),
  unignore: msg('components.audit.action.unignore'),
  start: msg('components.audit.action.start'),
  cancel: msg('components.audit.action.cancel'),
  regenerate_token: msg('components.audit.action.regenerate_token'),
  enable: msg('components.audit.action.enable'),
  disable: msg('components.audit.action.disable'),
  accept: msg('components.audit.action.accept'),
  purge: msg('components.audit.action.purge'),
};

export const AUDIT_OBJECT_NAMES: Record<AuditObjectType, ReturnType<typeof msg>> = {
  policy: msg('components.audit.object.policy'),
  project: msg('components.audit.object.project'),
  proprietor: msg('components.audit.object.proprietor'),
  webhook: msg('components.audit.object.webhook'),
  policy_alert: msg('components.audit.object.policy_alert'),
  run: msg('components.audit.object.run'),
  ml_model: msg('components.audit.object.ml_model'),
  user: msg('components.audit.object.user'),
  vulnerability_import: msg('components.audit.object.vulnerability_import'),
  container_image: msg('components.audit.object.container_image'),
  artifact_repository: msg('components.audit.object.artifact_repository'),
};

/** A value as the diff shows it: text as is, empty as a dash, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** An audit row's field changes behind a toggle: field, before, after. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const _ = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? _('components.audit.hideChanges') : _('components.audit.showChanges', { count: fields.length })}
      </Button>
      {open ? (
        <Table
          id={id}
          withTableBorder
          fz="xs"
          mt={4}
          aria-label={_('components.audit.changesOf', { name: entry.object_repr })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{_('components.audit.field')}</Table.Th>
              <Table.Th>{_('components.audit.before')}</Table.Th>
              <Table.Th>{_('components.audit.after')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map(([field, [before, after]]) => (
              <Table.Tr key={field}>
                <Table.Td>
                  <Code>{field}</Code>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <del>{shown(before)}</del>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <ins>{shown(after)}</ins>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </>
  );
}

/**
 * A record's "History": its own audit rows, newest first (CONTRACT §11). Shown to those who read the
 * audit log; the last 20 changes (the audit log page has them all).
 */
export function AuditHistory({ objectType, objectId }: { objectType: AuditObjectType; objectId: number }) {
  const _ = useT();
  const profile = useQuery(profileQuery());
  const allowed = canReadAuditLog(profile.data?.role);
  const history = useQuery({
    ...auditLogQuery({ object_type: objectType, object_id: objectId, per_page: 20 }),
    enabled: allowed,
  });
  if (!allowed) return null;
  const id = `history-${objectType}`;
  return (
    <PageSection id={id} title={_('components.audit.history')}>
      {history.isError ? (
        <Alert color="red">{errorMessage(history.error)}</Alert>
      ) : !history.data ? (
        <Skeleton height={60} />
      ) : history.data.results.length === 0 ? (
        <Text c="dimmed">{_('components.audit.noHistory')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-labelledby={id} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('components.audit.when')}</Table.Th>
                <Table.Th>{_('components.audit.who')}</Table.Th>
                <Table.Th>{_('components.audit.what')}</Table.Th>
                <Table.Th>{_('components.audit.changes')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.results.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</Table.Td>
                  <Table.Td>{entry.actor_username}</Table.Td>
                  <Table.Td>{_(AUDIT_ACTION_NAMES[entry.action])}</Table.Td>
                  <Table.Td>
                    <AuditChanges entry={entry} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PageSection>
  );
}
