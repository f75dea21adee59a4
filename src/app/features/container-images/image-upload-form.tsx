import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { ContainerImage } from '../../../contract/catalog';
import { isEnded } from '../../../contract/runs';
import { RunProgress } from '../../components/run-progress';
import { RunStatusBadge } from '../../components/run-status-badge';
import { RunsLink } from '../../components/start-run-buttons';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { formatBytes, formatPercent } from '../../lib/format';
import { i18n, useT } from '../../lib/i18n';
import { liveRunQuery } from '../../lib/run-queries';
import type { UploadProgress } from '../../lib/upload-with-progress';
import { useImageUpload, useRefreshImage } from './api';

/**
 * What a refused upload says next to the field: the server's words about the file (400 `{file: […]}`),
 * the size limit (413), else whatever went wrong.
 */
function uploadErrorText(error: unknown): string {
  if (isApiError(error, 413)) return i18n._('container-images.upload.tooLarge');
  if (isApiError(error, 400)) {
    const fileErrors = error.fieldErrors.file;
    if (Array.isArray(fileErrors) && typeof fileErrors[0] === 'string') return fileErrors[0];
  }
  return errorMessage(error);
}

/**
 * The upload dialog's body: one file (a `docker save` or OCI archive, possibly gzip-compressed, or an
 * SBOM), sent with its progress shown, then the run it queued followed until it ends.
 */
export function ImageUploadForm({ image, onClose }: { image: ContainerImage; onClose: () => void }) {
  const _ = useT();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [runId, setRunId] = useState<number | null>(null);
  const upload = useImageUpload(image.id);
  const errorText = upload.error ? uploadErrorText(upload.error) : null;

  if (runId !== null) return <UploadedRun imageId={image.id} runId={runId} onClose={onClose} />;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (file) upload.mutate(file, { onSuccess: (runs) => setRunId(runs[0]?.id ?? null) });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{_('container-images.upload.intro')}</Text>
        <Stack gap={4}>
          <Text component="label" htmlFor={`${id}-input`} fw={600} size="sm">
            {_('container-images.upload.choose')}
          </Text>
          <input
            id={`${id}-input`}
            type="file"
            disabled={upload.isPending}
            style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? `${id}-error` : `${id}-formats`}
            onChange={(event) => {
              upload.reset();
              setFile(event.currentTarget.files?.[0] ?? null);
            }}
          />
          <Text id={`${id}-formats`} size="sm" c="dimmed">
            {file
              ? _('container-images.upload.chosen', { name: file.name, size: formatBytes(file.size) })
              : _('container-images.upload.formats')}
          </Text>
          {errorText ? (
            <Text id={`${id}-error`} size="sm" c="var(--mantine-color-error)" role="alert">
              {errorText}
            </Text>
          ) : null}
        </Stack>
        {upload.isPending ? <SendProgress progress={upload.progress} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {_('container-images.upload.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={file === null}>
            {_('container-images.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The bytes sent so far, as a labelled progress bar and in words. */
function SendProgress({ progress }: { progress: UploadProgress | null }) {
  const _ = useT();
  const fraction = progress && progress.total > 0 ? progress.loaded / progress.total : 0;
  const text = progress
    ? _('container-images.upload.sent', {
        sent: formatBytes(progress.loaded),
        total: formatBytes(progress.total),
        percent: formatPercent(fraction * 100),
      })
    : _('container-images.upload.starting');
  return (
    <Stack gap={4}>
      <Progress
        value={fraction * 100}
        aria-label={_('container-images.upload.progress')}
        aria-valuetext={text}
        animated={fraction >= 1}
      />
      <Text size="sm" role="status" aria-live="polite">
        {fraction >= 1 ? _('container-images.upload.waiting') : text}
      </Text>
    </Stack>
  );
}

/** The run the upload queued, asked again every 2 s until it ends; an ended run refreshes the image page. */
function UploadedRun({ imageId, runId, onClose }: { imageId: number; runId: number; onClose: () => void }) {
  const _ = useT();
  const refresh = useRefreshImage(imageId);
  const { data: run } = useQuery(liveRunQuery(runId));
  const ended = run ? isEnded(run.status) : false;
  useEffect(() => {
    if (ended) refresh();
  }, [ended, refresh]);
  return (
    <Stack gap="md">
      <Group gap="sm" role="status" aria-live="polite">
        <Text size="sm">{_('container-images.upload.queued', { id: runId })}</Text>
        {run ? <RunStatusBadge status={run.status} /> : null}
      </Group>
      {run && !ended ? <RunProgress run={run} /> : null}
      {run?.status === 'failed' ? (
        <Alert color="red" title={_('container-images.upload.failed')}>
          <Text size="sm">{run.error ?? '—'}</Text>
        </Alert>
      ) : null}
      {run?.status === 'finished' ? <Text size="sm">{_('container-images.upload.done')}</Text> : null}
      <Group justify="space-between" gap="sm">
        <RunsLink runs={[{ id: runId }]} />
        <Button variant="default" onClick={onClose}>
          {_('container-images.upload.close')}
        </Button>
      </Group>
    </Stack>
  );
}
