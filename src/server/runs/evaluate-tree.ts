import { type ConditionGroup, type ConditionNode, isGroup } from '../../contract/condition-tree';
import type { MatchedRule } from '../../contract/policies';
import { type Criterion, compileRule } from './compile-rule';
import type { Component, Finding } from './evaluate';

/** A node judged for a dependency and one of its vulnerabilities (or none): what it met, or undefined. */
type Judge = (c: Component, f: Finding | undefined, now: Date) => Criterion[] | undefined;
/** The same question without the words, short-circuited: most dependencies match no policy. */
type Holds = (c: Component, f: Finding | undefined, now: Date) => boolean;
type CompiledNode = { judge: Judge; holds: Holds; onFindings: boolean };

function compileNode(node: ConditionNode): CompiledNode {
  if (!isGroup(node)) {
    const rule = compileRule(node);
    if (rule.on === 'finding') {
      return {
        judge: (_c, f, now) => (f ? rule.test(f, now) : undefined),
        holds: (_c, f, now) => f !== undefined && rule.holds(f, now),
        onFindings: true,
      };
    }
    // A rule on the dependency has the same answer with each of its vulnerabilities: asked once per dependency.
    let last: Component | undefined;
    let lastNow: Date | undefined;
    let answer = false;
    const holds: Holds = (c, _f, now) => {
      if (c !== last || now !== lastNow) {
        last = c;
        lastNow = now;
        answer = rule.holds(c, now);
      }
      return answer;
    };
    return { judge: (c, _f, now) => rule.test(c, now), holds, onFindings: false };
  }
  const children = node.rules.map(compileNode);
  const judges = children.map((child) => child.judge);
  const tests = children.map((child) => child.holds);
  const onFindings = children.some((child) => child.onFindings);
  if (node.combinator === 'and') {
    return {
      onFindings,
      holds: (c, f, now) => tests.every((holds) => holds(c, f, now)),
      judge: (c, f, now) => {
        const met: Criterion[] = [];
        for (const judge of judges) {
          const criteria = judge(c, f, now);
          if (!criteria) return undefined;
          met.push(...criteria);
        }
        return met;
      },
    };
  }
  return {
    onFindings,
    holds: (c, f, now) => tests.some((holds) => holds(c, f, now)),
    // Every branch is judged, so that the criteria name all that was met.
    judge: (c, f, now) => {
      const met: Criterion[] = [];
      for (const judge of judges) met.push(...(judge(c, f, now) ?? []));
      return met.length > 0 ? met : undefined;
    },
  };
}

/** `x@1 has CVE-1, exploit known = true, CVSS3 Score 9.8 >= 7.0`: one line per dependency fact and per vulnerability. */
function criteriaLines(c: Component, met: Criterion[]): string[] {
  const subject = `${c.name}@${c.version}`;
  const lines: string[] = [];
  const findingLine = new Map<string, number>();
  for (const { finding, text } of met) {
    if (finding === undefined) {
      lines.push(`${subject} ${text}`);
      continue;
    }
    const at = findingLine.get(finding);
    if (at === undefined) {
      findingLine.set(finding, lines.length);
      lines.push(`${subject} has ${finding}, ${text}`);
    } else {
      lines[at] = `${lines[at]}, ${text}`;
    }
  }
  return lines;
}

/**
 * A condition tree compiled once (regexes, lists, numbers) and then judged per dependency in time
 * linear in the tree and the dependency's vulnerabilities. Rules on vulnerabilities are judged against
 * one vulnerability at a time, so the rules of one `and` group must all hold for the same
 * vulnerability (as a flat `and` policy always required); the tree matches when it holds for the
 * dependency alone or with any one of its vulnerabilities. The criteria are everything met in every
 * way the tree holds, each named once: as English lines (`matched_criteria`) and as data (`matched_rules`).
 */
type TreeMatch = { criteria: string[]; rules: MatchedRule[] };

export function compileTree(tree: ConditionGroup): (c: Component, now: Date) => TreeMatch | undefined {
  const { judge, holds, onFindings } = compileNode(tree);
  const matches = (c: Component, now: Date) =>
    holds(c, undefined, now) || (onFindings && c.vulnerabilities.some((finding) => holds(c, finding, now)));
  return (c, now) => {
    if (!matches(c, now)) return undefined;
    const met: Criterion[] = [];
    const seen = new Set<string>();
    const add = (criteria: Criterion[] | undefined) => {
      for (const criterion of criteria ?? []) {
        const key = `${criterion.finding ?? ''}\u0000${criterion.text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        met.push(criterion);
      }
    };
    add(judge(c, undefined, now));
    if (onFindings) for (const finding of c.vulnerabilities) add(judge(c, finding, now));
    return met.length > 0
      ? { criteria: criteriaLines(c, met), rules: met.map((criterion) => criterion.rule) }
      : undefined;
  };
}
