import { Code, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SecretFindingDetail } from '../../../contract/secrets';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { RecordPage, useRecordPage } from '../../components/record-page';
import { TargetLink } from '../../components/target-link';
import { formatDateTime, formatNumber, yesNo } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { SECRET_STATUS_LABELS } from '../../lib/secret-queries';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { secretFindingQuery, useMarkSecrets } from './api';
import { CommitRef } from './commit-ref';
import { MarkForm } from './mark-form';
import { ProbabilityBar } from './probability-bar';
import { SecretContext } from './secret-context';
import { SecretSightings } from './secret-sightings';
import { SecretStatusBadge } from './secret-status-badge';

/**
 * One secret found in a project (CONTRACT §18): where it was last seen and by whom, its masked preview
 * and probability, the lines around it (masked by the server), every commit that added it, and, for
 * those who triage, its status with a reason.
 */
export function SecretFindingPage() {
  const _ = useT();
  const record = useRecordPage(secretFindingQuery);
  const f = record.query.data;
  const canMark = useCanWriteArea('alerts');
  return (
    <RecordPage
      record={record}
      noun="secretFinding"
      back={{ to: paths.secrets, label: _('secrets.back') }}
      title={f ? _('secrets.finding.title', { rule: f.rule_id, file: f.file }) : undefined}
    >
      <Stack gap="xl">
        <FindingFields finding={f} />
        {f ? (
          <PageSection id="secret-context" title={_('secrets.context.title')}>
            <SecretContext id={f.id} masked={f.masked} column={f.start_column} />
          </PageSection>
        ) : null}
        {f && canMark ? <StatusSection finding={f} /> : null}
        {f ? (
          <PageSection id="secret-sightings" title={_('secrets.sightings.title')}>
            <SecretSightings finding={f} />
          </PageSection>
        ) : null}
      </Stack>
    </RecordPage>
  );
}

function FindingFields({ finding: f }: { finding: SecretFindingDetail | undefined }) {
  const _ = useT();
  const lines = f && f.end_line !== f.start_line ? `${f.start_line}–${f.end_line}` : String(f?.start_line ?? '');
  return (
    <FieldList
      loading={!f}
      fields={[
        {
          label: _('secrets.field.project'),
          value: f ? <TargetLink projectId={f.project_id} containerImageId={null} /> : null,
        },
        {
          label: _('secrets.field.rule'),
          value: f ? (
            <>
              <Text span size="sm" ff="monospace">
                {f.rule_id}
              </Text>
              {f.description ? ` — ${f.description}` : null}
            </>
          ) : null,
        },
        {
          label: _('secrets.field.place'),
          value: f ? (
            <Text span size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {_('secrets.field.placeValue', { file: f.file, lines, column: f.start_column })}
            </Text>
          ) : null,
        },
        {
          label: _('secrets.field.commit'),
          value: f ? <CommitRef projectId={f.project_id} commit={f.commit} /> : null,
        },
        {
          label: _('secrets.field.author'),
          value: f?.author_name ? (
            // An address is one long word: it may break anywhere rather than push the page wider than a phone.
            <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
              {f.author_email
                ? _('secrets.field.authorValue', { name: f.author_name, email: f.author_email })
                : f.author_name}
            </Text>
          ) : (
            '—'
          ),
        },
        { label: _('secrets.field.committedAt'), value: formatDateTime(f?.committed_at) },
        { label: _('secrets.field.masked'), value: f ? <Code>{f.masked}</Code> : null },
        { label: _('secrets.field.probability'), value: f ? <ProbabilityBar probability={f.probability} /> : null },
        { label: _('secrets.field.entropy'), value: f ? formatNumber(f.entropy, { maximumFractionDigits: 2 }) : null },
        { label: _('secrets.field.status'), value: f ? <StatusValue finding={f} /> : null },
        { label: _('secrets.field.inHead'), value: f ? yesNo(f.is_in_head) : null },
        { label: _('secrets.field.firstSeen'), value: formatDateTime(f?.first_seen_at) },
        { label: _('secrets.field.lastSeen'), value: formatDateTime(f?.last_seen_at) },
        {
          label: _('secrets.field.fingerprint'),
          value: f ? (
            <Text span size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {f.fingerprint}
            </Text>
          ) : null,
        },
      ]}
    />
  );
}

/** The status, why, and who set it when. */
function StatusValue({ finding: f }: { finding: SecretFindingDetail }) {
  const _ = useT();
  return (
    <Stack gap={4} align="flex-start">
      <SecretStatusBadge status={f.status} />
      {f.status_reason ? <Text size="sm">{f.status_reason}</Text> : null}
      {f.status_changed_by && f.status_changed_at ? (
        <Text size="xs" c="dimmed">
          {_('secrets.field.changedBy', { user: f.status_changed_by, at: formatDateTime(f.status_changed_at) })}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusSection({ finding }: { finding: SecretFindingDetail }) {
  const _ = useT();
  const mark = useMarkSecrets();
  return (
    <PageSection id="secret-status" title={_('secrets.statusForm.title')}>
      <Stack maw={560}>
        <MarkForm
          status={{ initial: finding.status }}
          submitLabel={() => _('secrets.statusForm.submit')}
          onMark={async ({ status, reason }) => {
            await mark.mutateAsync({ ids: [finding.id], status, reason });
            notifications.show({
              color: 'green',
              message: _('secrets.statusForm.saved', { status: SECRET_STATUS_LABELS[status] }),
            });
          }}
        />
      </Stack>
    </PageSection>
  );
}
