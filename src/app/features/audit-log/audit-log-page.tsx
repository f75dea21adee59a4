import { Alert, Group, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, type AuditEntry } from '../../../contract/audit';
import type { ListQuery } from '../../../contract/pagination';
import { canReadAuditLog } from '../../../contract/profile';
import { AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES, AuditChanges, auditLogQuery } from '../../components/audit-history';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { profileQuery } from '../../lib/profile-query';

type Translate = ReturnType<typeof useT>;

const FILTERS = ['actor', 'object_type', 'action', 'created_after', 'created_before'] as const;

/** The date inputs give days; the API compares instants: "before" takes in the whole day. */
function toQuery(q: ListQuery): ListQuery {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  const after =
    typeof q.created_after === 'string' && day.test(q.created_after) ? `${q.created_after}T00:00:00Z` : q.created_after;
  const before =
    typeof q.created_before === 'string' && day.test(q.created_before)
      ? `${q.created_before}T23:59:59.999Z`
      : q.created_before;
  return { ...q, created_after: after, created_before: before };
}

function columns(_: Translate): Column<AuditEntry>[] {
  return [
    {
      key: 'created_at',
      header: _('audit-log.when'),
      sortField: 'created_at',
      nowrap: true,
      cell: (e) => formatDateTime(e.created_at),
    },
    { key: 'actor', header: _('audit-log.actor'), cell: (e) => e.actor_username },
    { key: 'action', header: _('audit-log.action'), nowrap: true, cell: (e) => _(AUDIT_ACTION_NAMES[e.action]) },
    {
      key: 'object',
      header: _('audit-log.object'),
      cell: (e) => `${_(AUDIT_OBJECT_NAMES[e.object_type])}: ${e.object_repr || (e.object_id ?? '—')}`,
    },
    { key: 'changes', header: _('audit-log.changes'), cell: (e) => <AuditChanges entry={e} /> },
  ];
}

/**
 * A free-text filter that reaches the URL once typing stops (Enter or leaving the field), so each
 * keystroke does not start a request.
 */
function TextFilter({
  label,
  value,
  type,
  onChange,
}: {
  label: string;
  value: string;
  type?: 'date';
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = (next: string) => {
    if (next !== value) onChange(next);
  };
  return (
    <TextInput
      label={label}
      type={type}
      value={text}
      w={type ? 180 : 200}
      onChange={(event) => {
        setText(event.currentTarget.value);
        // A date input's value is whole once set: no need to wait.
        if (type) commit(event.currentTarget.value);
      }}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
    />
  );
}

/** Settings → Audit log (administrators, security managers, auditors): every change, who made it, what it changed. */
export function AuditLogPage() {
  const _ = useT();
  const role = useQuery(profileQuery()).data?.role;
  const { list, result } = useListPage((q) => auditLogQuery(toQuery(q)), FILTERS);
  if (role !== undefined && !canReadAuditLog(role)) {
    return (
      <Alert color="gray" title={_('audit-log.gate.title')} maw={640}>
        {_('audit-log.gate.text')}
      </Alert>
    );
  }
  const any = { value: '', label: _('audit-log.any') };
  return (
    <ListPage
      title={_('audit-log.title')}
      list={list}
      result={result}
      selects={[
        {
          name: 'object_type',
          label: _('audit-log.object'),
          options: [any, ...AUDIT_OBJECT_TYPES.map((t) => ({ value: t, label: _(AUDIT_OBJECT_NAMES[t]) }))],
        },
        {
          name: 'action',
          label: _('audit-log.action'),
          options: [any, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: _(AUDIT_ACTION_NAMES[a]) }))],
        },
      ]}
      aboveTable={
        <Group align="flex-end" gap="md" mb="md" wrap="wrap">
          <TextFilter
            label={_('audit-log.actor')}
            value={list.filters.actor}
            onChange={(v) => list.setFilter('actor', v)}
          />
          <TextFilter
            label={_('audit-log.from')}
            type="date"
            value={list.filters.created_after}
            onChange={(v) => list.setFilter('created_after', v)}
          />
          <TextFilter
            label={_('audit-log.to')}
            type="date"
            value={list.filters.created_before}
            onChange={(v) => list.setFilter('created_before', v)}
          />
        </Group>
      }
      label={_('audit-log.title')}
      columns={columns(_)}
      filteredMessage={_('audit-log.filtered')}
      emptyMessage={_('audit-log.empty')}
    />
  );
}
