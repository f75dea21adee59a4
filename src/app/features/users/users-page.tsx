import { Badge, Button, Group, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import type { Role } from '../../../contract/profile';
import type { User } from '../../../contract/users';
import { useConfirm } from '../../components/confirm';
import { FilledBadge } from '../../components/filled-badge';
import type { Column } from '../../components/data-table';
import { ListPage, useListPage } from '../../components/list-page';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mantine/core';
import { profileQuery } from '../../lib/profile-query';
import { ROLE_NAMES } from '../../lib/role-names';
import { useCreateUser, useIssueToken, users, useUpdateUser } from './api';
import { NewToken } from './new-token';
// The form (react-hook-form and the contract's resolver) loads when the dialog first opens.
const UserForm = lazy(() => import('./user-form').then((m) => ({ default: m.UserForm })));

type Translate = ReturnType<typeof useT>;

function columns(_: Translate, edit: (user: User) => void, issue: (user: User) => void): Column<User>[] {
  return [
    { key: 'username', header: _('users.field.username'), sortField: 'username', cell: (u) => u.username },
    {
      key: 'name',
      header: _('users.column.name'),
      cell: (u) => [u.first_name, u.last_name].filter(Boolean).join(' ') || '—',
    },
    {
      key: 'role',
      header: _('users.field.role'),
      sortField: 'role',
      nowrap: true,
      cell: (u) => <Badge variant="light">{_(ROLE_NAMES[u.role as Role])}</Badge>,
    },
    {
      key: 'active',
      header: _('users.column.status'),
      nowrap: true,
      cell: (u) => (
        // Filled pairs at WCAG AA: white on teal-9 (5.0:1), black on gray-3 (16:1); the word says it too.
        <FilledBadge tone={u.is_active ? { color: 'teal.9', c: 'white' } : { color: 'gray.3', c: 'black' }}>
          {u.is_active ? _('users.status.active') : _('users.status.inactive')}
        </FilledBadge>
      ),
    },
    {
      key: 'last_seen_at',
      header: _('users.column.lastSeen'),
      sortField: 'last_seen_at',
      nowrap: true,
      cell: (u) => formatDateTime(u.last_seen_at, _('users.never')),
    },
    {
      key: 'actions',
      header: _('users.column.actions'),
      nowrap: true,
      cell: (u) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => edit(u)}
            aria-label={_('users.editOf', { username: u.username })}
          >
            {_('users.edit')}
          </Button>
          {u.is_active ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => issue(u)}
              aria-label={_('users.issueTokenOf', { username: u.username })}
            >
              {_('users.issueToken')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}

/**
 * Settings → Users (administrators, CONTRACT §11): who can sign in, with what role, and when they
 * were last seen. Anyone else who opens the address is told so, and the list is not even asked for.
 */
export function UsersPage() {
  const _ = useT();
  const role = useQuery(profileQuery()).data?.role;
  if (role === undefined) return null;
  if (role !== 'administrator') {
    return (
      <Alert color="gray" title={_('users.gate.title')} maw={640}>
        {_('users.gate.text')}
      </Alert>
    );
  }
  return <UsersList />;
}

function UsersList() {
  const _ = useT();
  const { list, result } = useListPage(users.list, ['role'] as const);
  const create = useCreateUser();
  const update = useUpdateUser();
  const issue = useIssueToken();
  const { confirm, confirmModal } = useConfirm();
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [shown, setShown] = useState<{ username: string; token: string } | null>(null);

  const onIssue = async (user: User) => {
    const ok = await confirm({
      title: _('users.issueConfirmTitle', { username: user.username }),
      message: _('users.issueConfirmText'),
      confirmLabel: _('users.issueToken'),
      danger: true,
    });
    if (!ok) return;
    issue.mutate(user.id, {
      onSuccess: ({ token }) => setShown({ username: user.username, token }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: errorMessage(error),
          closeButtonProps: { 'aria-label': _('users.closeNotification') },
        }),
    });
  };

  return (
    <>
      <ListPage
        title={_('users.title')}
        actions={
          <Button
            onClick={() => {
              setShown(null);
              setEditing('new');
            }}
          >
            {_('users.new')}
          </Button>
        }
        list={list}
        result={result}
        searchLabel={_('users.search')}
        selects={[
          {
            name: 'role',
            label: _('users.field.role'),
            options: [
              { value: '', label: _('users.anyRole') },
              ...(['administrator', 'security_manager', 'auditor', 'user'] as const).map((role) => ({
                value: role,
                label: _(ROLE_NAMES[role]),
              })),
            ],
          },
        ]}
        aboveTable={shown ? <NewToken username={shown.username} token={shown.token} /> : null}
        label={_('users.title')}
        columns={columns(_, setEditing, (u) => void onIssue(u))}
        filteredMessage={_('users.filtered')}
        emptyMessage={_('users.empty')}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? _('users.new') : _('users.editTitle', { username: editing?.username ?? '' })}
        closeButtonProps={{ 'aria-label': _('users.cancel') }}
      >
        {editing !== null ? (
          <Suspense fallback={null}>
            <UserForm
              user={editing === 'new' ? undefined : editing}
              onCancel={() => setEditing(null)}
              onSave={async (input) => {
                if (editing === 'new') {
                  const created = await create.mutateAsync(input);
                  setShown({ username: created.username, token: created.token });
                } else {
                  await update.mutateAsync({ id: editing.id, patch: input });
                }
                setEditing(null);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
      {confirmModal}
    </>
  );
}
