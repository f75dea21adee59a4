import { type Control, type FieldValues, type UseFormSetValue, useWatch } from 'react-hook-form';
import type { PolicyValues } from '../../../contract/policies';
import type { PolicyFormValues } from './policy-form-model';
import { RuleGroup } from './rule-group';
import { countRules, type GroupValues } from './rule-tree-model';

type RuleBuilderProps = {
  control: Control<PolicyFormValues, unknown, PolicyValues>;
  setValue: UseFormSetValue<PolicyFormValues>;
};

/**
 * The policy's conditions as a rule builder over `condition_tree` (CONTRACT §12). Its own builder
 * rather than react-querybuilder: the form's values are the contract's tree itself, so errors at
 * their paths land on their inputs with no translation between two tree shapes.
 */
export function RuleBuilder({ control, setValue }: RuleBuilderProps) {
  // The group components build their paths at run time; react-hook-form's path types stop at the recursion.
  const loose = control as unknown as Control<FieldValues>;
  const tree = useWatch({ control: loose, name: 'condition_tree' }) as GroupValues | undefined;
  return (
    <RuleGroup
      control={loose}
      setValue={setValue as unknown as UseFormSetValue<FieldValues>}
      path="condition_tree"
      number=""
      depth={1}
      totalRules={countRules(tree)}
    />
  );
}
