import { EditRecordPage, FormGate } from '../../components/form-page';
import { PageHeader } from '../../components/page-header';
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
  const update = useUpdatePolicy();
  return (
    <EditRecordPage noun="policy" detail={policyQuery} back={{ to: paths.policies, label: 'All policies' }} gate={GATE}>
      {(policy) => (
        <PolicyForm
          key={policy.id}
          mode="edit"
          defaultValues={policyToForm(policy)}
          save={(input) => update.mutateAsync({ id: policy.id, input })}
          cancelTo={paths.policy(policy.id)}
        />
      )}
    </EditRecordPage>
  );
}
