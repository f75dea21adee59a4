import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DetailError } from '../../components/detail-error';
import { PageHeader } from '../../components/page-header';
import { parseId } from '../../lib/route-params';
import { profileQuery } from '../../lib/profile-query';
import { policyQuery, useCreatePolicy, useUpdatePolicy } from './api';
import { PolicyForm } from './policy-form';
import { NEW_POLICY, policyToForm } from './policy-form-model';

/** Auditors and users could open the address; the server would answer 403 to a save anyway. */
function NotAllowed() {
  return (
    <Alert color="gray" title="Only administrators can create or change policies">
      Your role can read policies but not change them.{' '}
      <Anchor component={Link} to="/policies">
        Back to the policies
      </Anchor>
    </Alert>
  );
}

export function NewPolicyPage() {
  const isAdmin = useIsAdmin();
  const create = useCreatePolicy();
  return (
    <>
      <PageHeader title="New policy" />
      {isAdmin ? (
        <PolicyForm mode="create" defaultValues={NEW_POLICY} save={create.mutateAsync} cancelTo="/policies" />
      ) : (
        <RoleGate isAdmin={isAdmin} />
      )}
    </>
  );
}

export function EditPolicyPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const isAdmin = useIsAdmin();
  const policy = useQuery({ ...policyQuery(id ?? 0), enabled: id !== undefined });
  const update = useUpdatePolicy(id ?? 0);

  if (id === undefined || policy.isError) {
    return (
      <>
        <PageHeader title="Edit policy" />
        <DetailError
          error={policy.error}
          noun="policy"
          id={param}
          back={{ to: '/policies', label: 'All policies' }}
          onRetry={() => void policy.refetch()}
        />
      </>
    );
  }
  return (
    <>
      <PageHeader title={policy.data ? `Edit ${policy.data.name}` : 'Edit policy'} />
      {isAdmin && policy.data ? (
        // Keyed by id: the form's default values are read once.
        <PolicyForm
          key={policy.data.id}
          mode="edit"
          defaultValues={policyToForm(policy.data)}
          save={update.mutateAsync}
          cancelTo={`/policies/${id}`}
        />
      ) : isAdmin ? (
        <FormSkeleton />
      ) : (
        <RoleGate isAdmin={isAdmin} />
      )}
    </>
  );
}

/** True or false once the profile is known, undefined while it loads (then neither the form nor the refusal shows). */
function useIsAdmin(): boolean | undefined {
  const profile = useQuery(profileQuery());
  return profile.data ? profile.data.role === 'administrator' : undefined;
}

function RoleGate({ isAdmin }: { isAdmin: boolean | undefined }) {
  return isAdmin === false ? <NotAllowed /> : <FormSkeleton />;
}

function FormSkeleton() {
  return (
    <Stack maw={760} gap="md" aria-busy="true">
      {[1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}
