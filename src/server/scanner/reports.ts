import type { PolicyAlert } from '../../contract/runs';
import type { Format } from './options';
import type { ScanOutcome } from './scan';

const blocks = (outcome: ScanOutcome, alert: PolicyAlert) => outcome.blocking.includes(alert);
const criteria = (alert: PolicyAlert) => alert.matched_criteria.join('; ');

function table(outcome: ScanOutcome): string {
  const head = ['Level', 'Blocks', 'Policy', 'Component', 'Why'];
  const rows = outcome.alerts.map((a) => [
    a.level,
    blocks(outcome, a) ? 'yes' : 'no',
    a.policy_name,
    a.dependency_purl,
    criteria(a),
  ]);
  const widths = head.map((h, i) => Math.min(60, Math.max(h.length, ...rows.map((r) => r[i]!.length))));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (cell.length > widths[i]! ? `${cell.slice(0, widths[i]! - 1)}…` : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const summary =
    `${outcome.project.name} at stage ${outcome.stage}: ${outcome.alerts.length} active alert(s), ` +
    `${outcome.blocking.length} blocking the build (run ${outcome.run.id}).`;
  if (rows.length === 0) return `${summary}\n`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), '', summary, ''].join('\n');
}

function json(outcome: ScanOutcome): string {
  return `${JSON.stringify(
    {
      project: outcome.project,
      run_id: outcome.run.id,
      stage: outcome.stage,
      files: outcome.files,
      blocking_count: outcome.blocking.length,
      alerts: outcome.alerts.map((a) => ({ ...a, blocks_build: blocks(outcome, a) })),
    },
    null,
    2,
  )}\n`;
}

const SARIF_LEVEL = { critical: 'error', warning: 'warning', info: 'note' } as const;

/** SARIF 2.1.0 (OASIS): one rule per policy, one result per alert, located at the files the component came from. */
function sarif(outcome: ScanOutcome): string {
  const policies = [...new Map(outcome.alerts.map((a) => [a.policy_id ?? a.policy_name, a])).values()];
  const ruleId = (a: PolicyAlert) => `argus-policy-${a.policy_id ?? a.policy_name}`;
  const document = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'argus-scan',
            informationUri: 'https://github.com/',
            rules: policies.map((a) => ({
              id: ruleId(a),
              name: a.policy_name,
              shortDescription: { text: a.policy_name },
              defaultConfiguration: { level: SARIF_LEVEL[a.level] },
            })),
          },
        },
        results: outcome.alerts.map((a) => ({
          ruleId: ruleId(a),
          level: blocks(outcome, a) ? 'error' : SARIF_LEVEL[a.level],
          message: { text: `${a.dependency_purl}: ${criteria(a)}` },
          locations: (outcome.paths.get(a.dependency_id) ?? []).map((uri) => ({
            physicalLocation: { artifactLocation: { uri } },
          })),
          properties: { blocks_build: blocks(outcome, a), stage: a.stage, alert_id: a.id },
        })),
      },
    ],
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

/** JUnit XML as CI servers read it: one test case per alert, a failure for each that blocks the build. */
function junit(outcome: ScanOutcome): string {
  const cases =
    outcome.alerts.length === 0
      ? [`    <testcase classname="argus.policies" name="${xml(outcome.project.name)}: no policy alert"/>`]
      : outcome.alerts.map((a) => {
          const name = xml(`${a.policy_name}: ${a.dependency_purl}`);
          const body = blocks(outcome, a)
            ? `<failure message="${xml(`Blocks the build: ${criteria(a)}`)}" type="${a.level}"/>`
            : `<system-out>${xml(criteria(a))}</system-out>`;
          return `    <testcase classname="argus.policies" name="${name}">${body}</testcase>`;
        });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="argus-scan" tests="${cases.length}" failures="${outcome.blocking.length}">`,
    `  <testsuite name="${xml(`${outcome.project.name} (${outcome.stage})`)}" tests="${cases.length}" failures="${outcome.blocking.length}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export const REPORTS: Record<Format, (outcome: ScanOutcome) => string> = { table, json, sarif, junit };
