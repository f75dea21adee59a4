import { Alert, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { PolicyValues } from '../../../contract/policies';
import { useT } from '../../lib/i18n';
import { usePreviewPolicy } from './api';
import { applyPolicyServerErrors, type PolicyFormValues } from './policy-form-model';

// The result's tables load with the first preview, not with the form (the form page's bundle budget).
const loadResult = () => import('./preview-result');
const PreviewResult = lazy(() => loadResult().then((m) => ({ default: m.PreviewResult })));

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
      void loadResult();
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
          <Button variant="default" onClick={() => void run()} loading={preview.isPending}>
            {preview.data ? _('policies.preview.refresh') : _('policies.preview.run')}
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={preview.isPending}>
          {problem ? (
            <Alert color="red" title={_('policies.preview.failed')}>
              {problem}
            </Alert>
          ) : preview.data && at ? (
            <Suspense fallback={<Loader size="sm" />}>
              <PreviewResult result={preview.data} at={at} />
            </Suspense>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
