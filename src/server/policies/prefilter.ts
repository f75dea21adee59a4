import { type ConditionGroup, type ConditionNode, type ConditionRule, isGroup } from '../../contract/condition-tree';
import { pgCompatiblePattern } from './pg-pattern';

/**
 * A SQL condition on a project's dependency (`d` dependencies, `l` project_dependencies) that holds for
 * every dependency the tree can match, and for few others: the preview loads only those rows, then
 * judges them exactly as SCA does. It must never leave out a match, so each rule gives a condition
 * only where SQL reads it exactly or more widely (PostgreSQL's case folding depends on its locale, so
 * case is folded with `translate` on ASCII and rows holding other characters always pass; days and
 * scores are widened by a margin); any other rule gives none (it narrows nothing), and an `or` with
 * such a branch narrows nothing either. Rules on vulnerabilities each ask for some vulnerability that
 * meets them (wider than "the same one", which the exact judgement then asks).
 */
export type Prefilter = { sql: string; params: unknown[] };

const FOLD = (column: string) => `translate(${column}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;
const NOT_ASCII = (column: string) => `${column} ~ '[^\\x01-\\x7f]'`;
const isAscii = (text: string) => [...text].every((ch) => ch.charCodeAt(0) < 0x80);
const SEVERITIES = "ARRAY['low','medium','high','critical']";

type Column = { sql: string; kind: 'text' | 'itext' | 'days' | 'count' | 'score' | 'severity' | 'boolean' };
const FINDING = (condition: string) =>
  `EXISTS (SELECT 1 FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
            WHERE dv.dependency_id = d.id AND ${condition})`;
const LICENSE = (condition: string) => `EXISTS (SELECT 1 FROM unnest(d.licenses) x WHERE ${condition})`;

/**
 * Where each field is: `onFinding` columns are of one vulnerability (`dv`, `v`), judged inside an
 * EXISTS its group shares; `wrap` puts a condition on a license inside what reaches it.
 */
const COLUMNS: Record<string, Column & { onFinding?: true; wrap?: (condition: string) => string }> = {
  purl: { sql: 'd.purl', kind: 'text' },
  dependency_name: { sql: 'd.name', kind: 'itext' },
  dependency_version: { sql: 'd.version', kind: 'text' },
  technology: { sql: 'd.technology', kind: 'itext' },
  relation: { sql: 'l.relation', kind: 'text' },
  license: { sql: 'x', kind: 'itext', wrap: LICENSE },
  dependency_age_days: { sql: 'd.released_at', kind: 'days' },
  dependency_vulnerability_count: {
    sql: '(SELECT count(*) FROM dependency_vulnerabilities dc WHERE dc.dependency_id = d.id)',
    kind: 'count',
  },
  dependency_is_dangerous: { sql: 'd.is_dangerous', kind: 'boolean' },
  vulnerability_id: { sql: 'v.vulnerability_id', kind: 'itext', onFinding: true },
  cwe: { sql: 'v.cwe', kind: 'itext', onFinding: true },
  vulnerability_has_fixed_version: { sql: '(dv.fixed_version IS NOT NULL)', kind: 'boolean', onFinding: true },
  vulnerability_has_exploit: { sql: 'v.has_exploit', kind: 'boolean', onFinding: true },
  vulnerability_age_days: { sql: 'v.published_at', kind: 'days', onFinding: true },
  cvss3_score: { sql: 'v.cvss3_score::float8', kind: 'score', onFinding: true },
  cvss2_score: { sql: 'v.cvss2_score::float8', kind: 'score', onFinding: true },
  cvss3_severity: { sql: 'v.severity', kind: 'severity', onFinding: true },
};

type Param = (value: unknown) => string;

function textCondition(column: Column, rule: ConditionRule, p: Param): string | undefined {
  const { sql, kind } = column;
  const wanted = rule.value.trim();
  const folded = (condition: string) => `(${condition} OR ${NOT_ASCII(sql)})`;
  switch (rule.operator) {
    case 'eq':
      if (kind === 'text') return `${sql} = ${p(wanted)}::text`;
      return isAscii(wanted) ? folded(`${FOLD(sql)} = ${p(wanted.toLowerCase())}::text`) : undefined;
    case 'neq':
      return kind === 'text' ? `${sql} <> ${p(wanted)}::text` : undefined;
    case 'contains':
      return `strpos(${sql}, ${p(rule.value)}::text) > 0`;
    case 'icontains':
      return isAscii(rule.value) ? folded(`strpos(${FOLD(sql)}, ${p(rule.value.toLowerCase())}::text) > 0`) : undefined;
    case 'regex':
      return pgCompatiblePattern(rule.value) ? `${sql} ~ ${p(rule.value)}::text` : undefined;
    case 'in': {
      const items = rule.value.split(',').map((item) => item.trim().toLowerCase());
      return items.every(isAscii) ? folded(`${FOLD(sql)} = ANY(${p(items)}::text[])`) : undefined;
    }
    default:
      return undefined;
  }
}

/** A condition on the dependency, or (`onFinding`) on one of its vulnerabilities, not yet in its EXISTS. */
type Condition = { sql: string; onFinding: boolean };

function ruleCondition(rule: ConditionRule, p: Param, now: Date): Condition | undefined {
  const column = COLUMNS[rule.field.replace(/_list$/, '')];
  if (!column) return undefined;
  const { sql, kind, wrap = (condition: string) => condition } = column;
  const n = Number(rule.value.trim());
  // Thunks: a parameter is numbered only when its condition is used.
  const between = (low: () => string, high: () => string) =>
    rule.operator === 'gte' ? low() : rule.operator === 'lte' ? high() : `${low()} AND ${high()}`;
  let condition: string | undefined;
  if (kind === 'text' || kind === 'itext') condition = textCondition(column, rule, p);
  else if (kind === 'boolean') condition = `${sql} = ${p(rule.value.trim() === 'true')}::boolean`;
  else if (kind === 'count')
    condition = between(
      () => `${sql} >= ${p(n)}::float8`,
      () => `${sql} <= ${p(n)}::float8`,
    );
  else if (kind === 'score')
    condition = between(
      () => `${sql} >= ${p(n - 1e-6)}::float8`,
      () => `${sql} <= ${p(n + 1e-6)}::float8`,
    );
  else if (kind === 'severity') {
    const rank = `array_position(${SEVERITIES}, ${sql})`;
    const wanted = `array_position(${SEVERITIES}, ${p(rule.value.trim())}::text)`;
    condition = between(
      () => `${rank} >= ${wanted}`,
      () => `${rank} <= ${wanted}`,
    );
  } else {
    // Whole days since `sql` (floored, as SCA counts them), a second wider on each side.
    const at = p(now);
    condition = between(
      () => `${sql} <= ${at}::timestamptz - ${p(Math.ceil(n))}::int * interval '1 day' + interval '1 second'`,
      () => `${sql} > ${at}::timestamptz - ${p(Math.floor(n) + 1)}::int * interval '1 day' - interval '1 second'`,
    );
  }
  return condition === undefined ? undefined : { sql: wrap(condition), onFinding: column.onFinding === true };
}

/**
 * A group's condition on the dependency. Its rules on vulnerabilities share one EXISTS: those of an
 * `and` group must hold for the same vulnerability (as SCA judges them, and narrower than one EXISTS
 * each), and those of an `or` group for some vulnerability, which is the same as each for some.
 */
function nodeCondition(node: ConditionNode, p: Param, now: Date): Condition | undefined {
  if (!isGroup(node)) return ruleCondition(node, p, now);
  const parts = node.rules.map((child) => nodeCondition(child, p, now));
  const known = parts.filter((part): part is Condition => part !== undefined);
  if (known.length === 0 || (node.combinator === 'or' && known.length < parts.length)) return undefined;
  const joiner = node.combinator === 'or' ? ' OR ' : ' AND ';
  const onFinding = known.filter((part) => part.onFinding).map((part) => part.sql);
  const onDependency = known.filter((part) => !part.onFinding).map((part) => part.sql);
  if (onFinding.length > 0) onDependency.push(FINDING(`(${onFinding.join(joiner)})`));
  return { sql: `(${onDependency.join(joiner)})`, onFinding: false };
}

/** The tree's narrowing condition with its parameters numbered from `firstParam`, or undefined when none. */
export function prefilter(tree: ConditionGroup, now: Date, firstParam: number): Prefilter | undefined {
  const params: unknown[] = [];
  const p: Param = (value) => `$${firstParam + params.push(value) - 1}`;
  const condition = nodeCondition(tree, p, now);
  return condition ? { sql: condition.sql, params } : undefined;
}
