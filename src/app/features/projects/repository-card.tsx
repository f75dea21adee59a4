import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import type { ProjectDetail, Workspace } from '../../../contract/projects';
import { useConfirm } from '../../components/confirm';
import { CopyValue } from '../../components/copy-value';
import { FieldList } from '../../components/field-list';
import { PageSection } from '../../components/page-section';
import { StartRunButtons } from '../../components/start-run-buttons';
import { errorMessage } from '../../lib/error-message';
import { formatBytes, formatDateTime, shortCommit } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useCanWriteArea } from '../../lib/use-is-administrator';
import { REPO_AUTH_KIND_LABELS, useSetRepoAuth } from './api';

// The dialog (Mantine's Modal, react-hook-form and the contract's resolver) loads when it first opens, then
// stays mounted so that closing plays the modal's transition.
const RepoAuthDialog = lazy(() => import('./repo-auth-dialog').then((m) => ({ default: m.RepoAuthDialog })));

/**
 * A VCS project's repository: where it is, the commit its workspace holds and how big that is, and what
 * it is read with. Administrators set or clear the credentials (write-only: their value is never
 * shown); whoever starts analyses clones the repository, or brings the workspace up to date.
 */
export function RepositoryCard({ project }: { project: ProjectDetail }) {
  const _ = useT();
  const canEdit = useCanWriteArea('projects');
  const canStart = useCanWriteArea('analyses');
  const [editing, setEditing] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const edit = () => {
    setEditing(true);
    setLoaded(true);
  };
  const clear = useSetRepoAuth(project.id);
  const { confirm, confirmModal } = useConfirm();
  const workspace = project.workspace;
  const name = { name: project.name };

  const onClear = async () => {
    const ok = await confirm({
      title: _('projects.credentials.clearTitle', name),
      message: _('projects.credentials.clearText'),
      confirmLabel: _('projects.credentials.clearConfirm'),
      danger: true,
    });
    if (!ok) return;
    clear.mutate(null, {
      onSuccess: () => notifications.show({ color: 'green', message: _('projects.credentials.cleared', name) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('projects.credentials.notCleared'), message: errorMessage(error) }),
    });
  };

  return (
    <PageSection id="project-repository" title={_('projects.repository')}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <FieldList
            fields={[
              {
                label: _('projects.repository'),
                value: (
                  <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
                    {project.repo_url}
                  </Text>
                ),
              },
              {
                label: _('projects.ref'),
                value: (
                  <Text ff="monospace" size="sm">
                    {project.repo_ref_name}
                  </Text>
                ),
              },
              ...(workspace
                ? [
                    { label: _('projects.workspace.commit'), value: <LastCommit workspace={workspace} /> },
                    { label: _('projects.workspace.title'), value: <WorkspaceSize workspace={workspace} /> },
                  ]
                : [{ label: _('projects.workspace.title'), value: _('projects.workspace.notCloned') }]),
              { label: _('projects.credentials.title'), value: _(REPO_AUTH_KIND_LABELS[project.repo_auth_kind]) },
            ]}
          />
          {/* The card's actions, wrapping on a narrow screen: clone (or update), then the credentials'. */}
          <Group gap="sm" align="flex-start">
            {canStart ? (
              <StartRunButtons
                label={_('projects.workspace.actions', name)}
                actions={[
                  {
                    label: workspace ? _('projects.run.fetch') : _('projects.run.clone'),
                    path: `/api/settings/projects/${project.id}/clone/`,
                    what: _('projects.run.cloneOf', name),
                  },
                ]}
              />
            ) : null}
            {canEdit ? (
              <Group gap="sm" role="group" aria-label={_('projects.credentials.actions', name)}>
                <Button variant="default" onClick={edit}>
                  {_('projects.credentials.set')}
                </Button>
                {project.repo_auth_kind !== 'none' ? (
                  <Button
                    variant="subtle"
                    color="red.9"
                    // Mantine's subtle variant lightens any shade to 6 (3:1 on white); the theme's error colour passes AA.
                    c="var(--mantine-color-error)"
                    onClick={() => void onClear()}
                    loading={clear.isPending}
                  >
                    {_('projects.credentials.clear')}
                  </Button>
                ) : null}
              </Group>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {loaded ? (
        <Suspense fallback={null}>
          <RepoAuthDialog project={project} opened={editing} onClose={() => setEditing(false)} />
        </Suspense>
      ) : null}
      {confirmModal}
    </PageSection>
  );
}

/** The workspace's commit: short (the whole one copied), the first line of its message, and when it was made. */
function LastCommit({ workspace }: { workspace: Workspace }) {
  return (
    <Stack gap={2}>
      <CopyValue value={workspace.commit} display={shortCommit(workspace.commit)} />
      {workspace.commit_message ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {workspace.commit_message}
        </Text>
      ) : null}
      {workspace.committed_at ? (
        <Text size="sm" c="dimmed">
          <time dateTime={workspace.committed_at}>{formatDateTime(workspace.committed_at)}</time>
        </Text>
      ) : null}
    </Stack>
  );
}

function WorkspaceSize({ workspace }: { workspace: Workspace }) {
  const _ = useT();
  return (
    <Stack gap={2}>
      <Text size="sm">
        {_('projects.workspace.size', { size: formatBytes(workspace.size_bytes), files: workspace.files_count })}
      </Text>
      <Text size="sm" c="dimmed">
        {_('projects.workspace.updated', { time: formatDateTime(workspace.updated_at) })}
      </Text>
    </Stack>
  );
}
