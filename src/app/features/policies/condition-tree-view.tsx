import { List, Text } from '@mantine/core';
import type { ConditionGroup } from '../../../contract/condition-tree';
import { useT } from '../../lib/i18n';
import { ruleText } from '../../lib/rule-text';

/**
 * A policy's conditions as nested lists a person reads top to bottom: each group says whether all or
 * any of its items must hold, and lists them, rules as sentences and groups indented below.
 */
export function ConditionTreeView({ tree, label }: { tree: ConditionGroup; label?: string }) {
  return <GroupView group={tree} label={label} />;
}

function GroupView({ group, label }: { group: ConditionGroup; label?: string }) {
  const _ = useT();
  return (
    <>
      <Text size="sm" fw={600}>
        {group.combinator === 'or' ? _('policies.tree.any') : _('policies.tree.all')}
      </Text>
      <List aria-label={label} size="sm" spacing={4} withPadding listStyleType="disc">
        {group.rules.map((node, i) =>
          'rules' in node ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a stored tree does not change while shown; position is its identity.
            <List.Item key={i}>
              <GroupView group={node} />
            </List.Item>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above.
            <List.Item key={i} style={{ wordBreak: 'break-word' }}>
              {ruleText(node)}
            </List.Item>
          ),
        )}
      </List>
    </>
  );
}
