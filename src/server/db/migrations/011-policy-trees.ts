/**
 * CONTRACT §12: policies keep their conditions as a tree of rules (the flat `conditions` column stays,
 * kept by the service as the tree's flat reading), may delay when their alerts start to block builds,
 * and alerts say from when they block. Existing flat policies become one-level trees with each key's
 * default operator, in the order their keys are stored; alerts that already block, block from their
 * creation.
 */
export default `
ALTER TABLE policies ADD COLUMN condition_tree jsonb;
ALTER TABLE policies ADD COLUMN block_delay_days integer CHECK (block_delay_days BETWEEN 1 AND 365);
UPDATE policies po SET condition_tree = jsonb_build_object(
  'combinator', po.conditions_connector,
  'rules', (
    SELECT coalesce(jsonb_agg(jsonb_build_object(
             'field', c.key,
             'operator', CASE
               WHEN c.key LIKE '%\\_list' THEN 'in'
               WHEN c.key IN ('dependency_age_days', 'dependency_vulnerability_count', 'vulnerability_age_days',
                              'cvss3_score', 'cvss3_severity', 'cvss2_score') THEN 'gte'
               ELSE 'eq' END,
             'value', c.value) ORDER BY c.n), '[]'::jsonb)
      FROM jsonb_each_text(po.conditions) WITH ORDINALITY c(key, value, n)));
ALTER TABLE policies ALTER COLUMN condition_tree SET NOT NULL;

ALTER TABLE policy_alerts ADD COLUMN blocks_build_from timestamptz;
UPDATE policy_alerts SET blocks_build_from = created_at WHERE is_blocks_build;
`;
