import { Alert, Anchor, Button, Group, List, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { PolicyPreview as Preview, PolicyValues } from '../../../contract/policies';
import { formatDateTime, formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { usePreviewPolicy } from './api';
import { applyPolicyServerErrors, type PolicyFormValues } from './policy-form-model';

type PolicyPreviewProps = { form: UseFormReturn<PolicyFormValues, unknown, PolicyValues> };

/**
 * "Preview matches": the form's unsaved values, judged as a save would be (messages on their fields),
 * are sent to POST /api/policies/preview/ (CONTRACT §12); the answer's counts per project and sample
 * are shown until the next preview. Nothing is saved.
 */
export function PolicyPreview({ form }: PolicyPreviewProps) {
  const _ = useT();
  const preview = usePreviewPolicy();
  const [problem, setProblem] = useState<string | null>(null);
  const [at, setAt] = useState<string | null>(null);

  const run = form.handleSubmit(
    (input) => {
      setProblem(null);
      // Not awaited: the form's own submit state (the Create button's spinner) is not the preview's.
      preview.mutate(input, {
        onSuccess: () => setAt(new Date().toISOString()),
        onError: (error) =>
          setProblem(
            applyPolicyServerErrors(error, form.setError, form.getValues('condition_tree')) ??
              _('policies.preview.fixFields'),
          ),
      });
    },
    () => setProblem(_('policies.preview.fixFields')),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="policy-preview-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <div>
            <Text id="policy-preview-title" fw={600}>
              {_('policies.preview.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {_('policies.preview.help')}
            </Text>
          </div>
          <Button variant="light" onClick={() => void run()} loading={preview.isPending}>
            {preview.data ? _('policies.preview.refresh') : _('policies.preview.run')}
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={preview.isPending}>
          {problem ? (
            <Alert color="red" title={_('policies.preview.failed')}>
              {problem}
            </Alert>
          ) : preview.data && at ? (
            <PreviewResult result={preview.data} at={at} />
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}

function PreviewResult({ result, at }: { result: Preview; at: string }) {
  const _ = useT();
  const names = new Map(result.projects.map((p) => [p.project_id, p.project_name]));
  return (
    <Stack gap="sm">
      <Text size="sm">
        {_('policies.preview.summary', { count: result.matches_count, projects: result.projects.length })}{' '}
        <Text span size="sm" c="dimmed">
          {_('policies.preview.at', { time: formatDateTime(at) })}
        </Text>
      </Text>
      {result.projects.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table aria-label={_('policies.preview.projects')} withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('policies.preview.project')}</Table.Th>
                <Table.Th ta="right">{_('policies.preview.matches')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.projects.map((p) => (
                <Table.Tr key={p.project_id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.project(p.project_id)} size="sm">
                      {p.project_name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(p.matches_count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {result.sample.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table
            aria-label={_('policies.preview.sample', { count: result.sample.length })}
            withTableBorder
            verticalSpacing={4}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{_('policies.preview.dependency')}</Table.Th>
                <Table.Th>{_('policies.preview.project')}</Table.Th>
                <Table.Th>{_('policies.preview.criteria')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.sample.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: one dependency may match in two projects, and a purl twice in one.
                <Table.Tr key={i}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{row.dependency_purl}</Table.Td>
                  <Table.Td>
                    {names.get(row.project_id) ?? _('policies.detail.projectId', { id: row.project_id })}
                  </Table.Td>
                  <Table.Td>
                    <List size="sm" spacing={2}>
                      {row.matched_criteria.map((text) => (
                        <List.Item key={text}>{text}</List.Item>
                      ))}
                    </List>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
