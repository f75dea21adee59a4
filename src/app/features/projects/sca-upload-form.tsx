import { Alert, Box, Button, CloseButton, Group, List, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useEffect, useId, useState } from 'react';
import type { ProjectDetail } from '../../../contract/projects';
import { isEnded } from '../../../contract/runs';
import { RunProgress } from '../../components/run-progress';
import { RunStatusBadge } from '../../components/run-status-badge';
import { ScaFileResults } from '../../components/sca-file-results';
import { RunsLink } from '../../components/start-run-buttons';
import { dependencies, projects } from '../../lib/catalog-queries';
import { formatBytes } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { liveRunQuery } from '../../lib/run-queries';
import { uploadErrorText, useScaUpload } from './sca-upload-api';

/**
 * The upload dialog's body (its own chunk, loaded when the dialog first opens): files chosen with the
 * picker or dropped on the area, sent in one request, then the run they queued followed until it ends,
 * with what was found per file and what was skipped and why.
 */
export function ScaUploadForm({ project, onClose }: { project: ProjectDetail; onClose: () => void }) {
  const _ = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [runId, setRunId] = useState<number | null>(null);
  const upload = useScaUpload(project.id);
  const errorText = upload.error ? uploadErrorText(upload.error) : null;

  if (runId !== null) return <UploadedRun projectId={project.id} runId={runId} onClose={onClose} />;

  const submit = () => {
    if (files.length === 0) return;
    upload.mutate(files, { onSuccess: (runs) => setRunId(runs[0]?.id ?? null) });
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{_('projects.upload.intro')}</Text>
        <FileDrop
          files={files}
          onChange={(next) => {
            upload.reset();
            setFiles(next);
          }}
          error={errorText}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {_('projects.upload.cancel')}
          </Button>
          <Button type="submit" loading={upload.isPending} disabled={files.length === 0}>
            {_('projects.upload.submit', { count: files.length })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type FileDropProps = { files: File[]; onChange: (files: File[]) => void; error: string | null };

/**
 * A labelled region files can be dropped on, holding a real multiple file input with a visible label
 * (keyboard and screen readers use the input; the drop is a shortcut). Files with a name already
 * chosen replace the earlier one.
 */
function FileDrop({ files, onChange, error }: FileDropProps) {
  const _ = useT();
  const id = useId();
  const [over, setOver] = useState(false);
  const add = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const added = [...list];
    const names = new Set(added.map((file) => file.name));
    onChange([...files.filter((file) => !names.has(file.name)), ...added]);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  };
  return (
    <Stack gap="xs">
      <Box
        role="region"
        aria-labelledby={`${id}-area`}
        p="md"
        ta="center"
        style={{
          border: '2px dashed',
          borderRadius: 'var(--mantine-radius-md)',
          // Files dragged over it fill it; a refused upload marks it as the field in error.
          borderColor: error
            ? 'var(--mantine-color-error)'
            : over
              ? 'var(--mantine-primary-color-filled)'
              : 'var(--mantine-color-default-border)',
          background: over ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Text id={`${id}-area`} fw={600} size="sm">
          {_('projects.upload.dropArea')}
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          {_('projects.upload.formats')}
        </Text>
        <Text component="label" htmlFor={`${id}-input`} display="block" fw={600} size="sm" mb={4}>
          {_('projects.upload.choose')}
        </Text>
        <input
          id={`${id}-input`}
          type="file"
          multiple
          style={{ maxWidth: '100%', fontSize: 'var(--mantine-font-size-sm)' }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            add(event.currentTarget.files);
            // The same file chosen again after a change still counts as a change.
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {error ? (
        <Text id={`${id}-error`} size="sm" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      ) : null}
      {files.length > 0 ? (
        <List aria-label={_('projects.upload.chosen')} listStyleType="none" spacing={4}>
          {files.map((file) => (
            <List.Item key={file.name}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                  {file.name}
                </Text>
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.size)}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={_('projects.upload.remove', { name: file.name })}
                  onClick={() => onChange(files.filter((other) => other !== file))}
                />
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** The run the upload queued, asked again every 2 s until it ends; then what each file gave. */
function UploadedRun({ projectId, runId, onClose }: { projectId: number; runId: number; onClose: () => void }) {
  const _ = useT();
  const qc = useQueryClient();
  const { data: run } = useQuery(liveRunQuery(runId));
  const ended = run ? isEnded(run.status) : false;
  useEffect(() => {
    if (!ended) return;
    for (const queryKey of [projects.keys.detail(projectId), dependencies.keys.all]) {
      void qc.invalidateQueries({ queryKey });
    }
  }, [ended, projectId, qc]);
  const summary = run?.summary && 'dependencies_count' in run.summary ? run.summary : null;
  return (
    <Stack gap="md">
      <Group gap="sm" role="status" aria-live="polite">
        <Text size="sm">{_('projects.upload.queued', { id: runId })}</Text>
        {run ? <RunStatusBadge status={run.status} /> : null}
      </Group>
      {run && !ended ? <RunProgress run={run} /> : null}
      {run?.status === 'failed' ? (
        <Alert color="red" title={_('projects.upload.failed')}>
          <Text size="sm">{run.error ?? '—'}</Text>
        </Alert>
      ) : null}
      {summary ? <ScaFileResults summary={summary} order={3} /> : null}
      <Group justify="space-between" gap="sm">
        <RunsLink runs={[{ id: runId }]} />
        <Button variant="default" onClick={onClose}>
          {_('projects.upload.close')}
        </Button>
      </Group>
    </Stack>
  );
}
