import { queryOptions } from '@tanstack/react-query';
import { AuditEntrySchema } from '../../contract/audit';
import { type ListQuery, pageOf } from '../../contract/pagination';
import { api } from './api-client';

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
  });
