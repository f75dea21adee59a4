import { EditRecordPage, NewRecordPage } from '../../components/form-page';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { policyQuery, useCreatePolicy, useUpdatePolicy } from './api';
import { PolicyForm } from './policy-form';
import { NEW_POLICY, policyToForm } from './policy-form-model';

const GATE = {
  noun: 'policy' as const,
  area: 'policies' as const,
  to: paths.policies,
  skeleton: { maw: 760, rows: 5 },
};

export function NewPolicyPage() {
  const create = useCreatePolicy();
  return (
    <NewRecordPage gate={GATE}>
      <PolicyForm mode="create" defaultValues={NEW_POLICY} save={create.mutateAsync} cancelTo={paths.policies} />
    </NewRecordPage>
  );
}

export function EditPolicyPage() {
  const _ = useT();
  const update = useUpdatePolicy();
  return (
    <EditRecordPage detail={policyQuery} back={{ to: paths.policies, label: _('policies.all') }} gate={GATE}>
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
