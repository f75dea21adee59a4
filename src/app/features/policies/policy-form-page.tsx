import { FormGate } from '../../components/form-gate';
import { PageHeader } from '../../components/page-header';
import { RecordError, useRecordPage } from '../../components/record-page';
import { paths } from '../../lib/paths';
import { policyQuery, useCreatePolicy, useUpdatePolicy } from './api';
import { PolicyForm } from './policy-form';
import { NEW_POLICY, policyToForm } from './policy-form-model';

const GATE = { section: 'policies', to: paths.policies, skeleton: { maw: 760, rows: 5 } };

export function NewPolicyPage() {
  const create = useCreatePolicy();
  return (
    <>
      <PageHeader title="New policy" />
      <FormGate {...GATE}>
        <PolicyForm mode="create" defaultValues={NEW_POLICY} save={create.mutateAsync} cancelTo={paths.policies} />
      </FormGate>
    </>
  );
}

export function EditPolicyPage() {
  const record = useRecordPage(policyQuery);
  const { id, query: policy } = record;
  const update = useUpdatePolicy(id ?? 0);

  if (id === undefined || policy.isError) {
    return (
      <RecordError
        title="Edit policy"
        noun="policy"
        record={record}
        back={{ to: paths.policies, label: 'All policies' }}
      />
    );
  }
  return (
    <>
      <PageHeader title={policy.data ? `Edit ${policy.data.name}` : 'Edit policy'} />
      <FormGate {...GATE}>
        {policy.data ? (
          // Keyed by id: the form's default values are read once.
          <PolicyForm
            key={policy.data.id}
            mode="edit"
            defaultValues={policyToForm(policy.data)}
            save={update.mutateAsync}
            cancelTo={paths.policy(id)}
          />
        ) : null}
      </FormGate>
    </>
  );
}
