import { Alert, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AuditObjectType } from '../../contract/audit';
import { canReadAuditLog } from '../../contract/roles';
import { auditLogQuery } from '../lib/audit-queries';
import { errorMessage } from '../lib/error-message';
import { formatDateTime } from '../lib/format';
import { useT } from '../lib/i18n';
import { profileQuery } from '../lib/profile-query';
import { AuditChanges } from './audit-changes';
import { AUDIT_ACTION_NAMES } from './audit-labels';
import { PageSection } from './page-section';

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
