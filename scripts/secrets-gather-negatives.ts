/**
 * Gathers the base model's false positives from real code: lines of public repositories (bare git
 * snapshots given as arguments) that a secrets scanner would flag but that hold no secret (test fixtures,
 * documented examples, placeholders, hashes, UUIDs, variable references). Each line is kept as it is in
 * the repository's newest commit, with the repository, commit and path it came from, so that the set can
 * be checked line by line and gathered again. The selection is deterministic (a hash orders the
 * candidates), capped per repository and rule and per file, so that no project or file dominates.
 *
 *   npx tsx scripts/secrets-gather-negatives.ts <owner/name>=<git-dir> …  > …/training-set/negatives.jsonl
 */
import { execFileSync } from 'node:child_process';
import { shannonEntropy } from '../src/server/analysis/secrets/model/features';

/** `keep`: a further test of the value (the generic rule wants letters, digits and entropy, as scanners' generic rules do). */
type Detector = { rule: (value: string) => string; pattern: RegExp; keep?: (value: string) => boolean };

const fixed = (rule: string) => () => rule;

/** What a scanner's rules would take for a secret, one expression per kind, the value as group 1. */
const DETECTORS: Detector[] = [
  { rule: fixed('aws-access-key-id'), pattern: /\b((?:AKIA|ASIA)[A-Z0-9]{12,20})\b/g },
  {
    rule: fixed('aws-secret-access-key'),
    pattern:
      /(?:aws_?secret_?(?:access_?)?key|secret_?access_?key)["'\]]?\s*(?:=|:|=>|,)\s*["']?([A-Za-z0-9/+=]{16,60})/gi,
  },
  {
    rule: (v) =>
      v.startsWith('github_pat_')
        ? 'github-fine-grained-pat'
        : ({
            ghp: 'github-pat',
            gho: 'github-oauth',
            ghu: 'github-app-token',
            ghs: 'github-app-token',
            ghr: 'github-refresh-token',
          }[v.slice(0, 3)] ?? 'github-pat'),
    pattern: /\b(gh[pousr]_[A-Za-z0-9_]{4,}|github_pat_[A-Za-z0-9_]{8,})/g,
  },
  { rule: fixed('gitlab-pat'), pattern: /\b(glpat-[A-Za-z0-9_-]{4,})/g },
  {
    rule: (v) => (v.startsWith('xoxb') ? 'slack-bot-token' : 'slack-user-token'),
    pattern: /\b(xox[baprs]-[A-Za-z0-9-]{2,})/g,
  },
  { rule: fixed('slack-webhook-url'), pattern: /(https?:\/\/hooks\.slack\.com\/services\/[A-Za-z0-9/_-]+)/g },
  {
    rule: (v) => (v.startsWith('rk_') ? 'stripe-restricted-key' : 'stripe-secret-key'),
    pattern: /\b([sr]k_(?:live|test)_[A-Za-z0-9_]{2,})/g,
  },
  { rule: fixed('google-api-key'), pattern: /\b(AIza[0-9A-Za-z_-]{10,})/g },
  { rule: fixed('azure-storage-account-key'), pattern: /AccountKey=([A-Za-z0-9+/=]{16,})/g },
  { rule: fixed('npm-access-token'), pattern: /\b(npm_[A-Za-z0-9]{10,})/g },
  { rule: fixed('pypi-upload-token'), pattern: /\b(pypi-[A-Za-z0-9_-]{10,})/g },
  { rule: fixed('jwt'), pattern: /\b(eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*)/g },
  {
    rule: fixed('connection-string-password'),
    pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/[^:/@\s"'`]+:([^@/\s"'`]{3,})@/gi,
  },
  {
    rule: fixed('password-assignment'),
    pattern: /pass(?:word|wd)?\w*["'\]]?\s*(?:=|:|=>)\s*["'`]([^"'`\s]{4,})["'`]/gi,
  },
  {
    rule: fixed('generic-api-key'),
    pattern:
      /(?:key|token|secret|auth|api|sha\d*|hash|checksum|integrity|digest|commit|rev|oid|uuid|guid|id|salt|nonce|signature|fingerprint)["'\]]?\s*(?:=|:|=>|,)\s*["'`]?(?:sha\d+-|h1:)?([A-Za-z0-9+/=_.-]{16,})/gi,
    keep: (value) => /[0-9]/.test(value) && /[A-Za-z]/.test(value) && shannonEntropy(value) >= 3.5,
  },
];

const PRIVATE_KEY = /-----BEGIN ((?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY)-----/;

/** How many lines per repository and rule, and per file within those. */
const PER_RULE = 90;
const PER_FILE = 4;
const MAX_LINE = 400;

type Negative = { rule_id: string; secret: string; file: string; line: string; label: false; source: string };

function git(dir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', dir, ...args], { encoding: 'utf8', maxBuffer: 1 << 30 });
}

function gather(repo: string, dir: string): Negative[] {
  const commit = git(dir, ['rev-parse', 'HEAD^{commit}']).trim();
  const source = `${repo}@${commit}`;
  const keywords =
    'AKIA|ASIA|gh[pousr]_|github_pat_|glpat-|xox[baprs]-|hooks\\.slack\\.com|k_live_|k_test_|AIza|AccountKey|npm_|pypi-|PRIVATE KEY-----|eyJ|://|pass|key|token|secret|auth|api|sha|hash|checksum|integrity|digest|commit|rev|oid|uuid|guid|id|salt|nonce|signature|fingerprint';
  let out = '';
  try {
    out = git(dir, ['grep', '-I', '-n', '-i', '-E', keywords, commit, '--']);
  } catch {
    return [];
  }
  const found: Negative[] = [];
  for (const hit of out.split('\n')) {
    const match = /^[0-9a-f]{40}:(.+?):(\d+):(.*)$/.exec(hit);
    if (!match) continue;
    const [, file, lineNumber, line] = match as unknown as [string, string, string, string];
    if (line.length > MAX_LINE) continue;
    const key = PRIVATE_KEY.exec(line);
    if (key) {
      const block = privateKeyBlock(dir, commit, file, Number(lineNumber), key[1] as string);
      if (block) {
        const rule = key[1] === 'OPENSSH PRIVATE KEY' ? 'openssh-private-key' : 'private-key';
        found.push({ rule_id: rule, secret: block, file, line, label: false, source });
      }
      continue;
    }
    for (const detector of DETECTORS) {
      for (const m of line.matchAll(detector.pattern)) {
        const value = m[1] as string;
        if (detector.keep && !detector.keep(value)) continue;
        found.push({ rule_id: detector.rule(value), secret: value, file, line, label: false, source });
      }
    }
  }
  return select(found);
}

/** The key block from its BEGIN line to its END line, when the file holds it whole (else nothing). */
function privateKeyBlock(dir: string, commit: string, file: string, from: number, kind: string): string | null {
  const lines = git(dir, ['show', `${commit}:${file}`])
    .split('\n')
    .slice(from - 1, from + 120);
  const end = lines.findIndex((line) => line.includes(`-----END ${kind}-----`));
  if (end < 0) return null;
  const block = lines
    .slice(0, end + 1)
    .join('\n')
    .trim();
  return block.length <= 6000 ? block : null;
}

/** Per rule, the candidates in hash order, at most PER_FILE from one file and PER_RULE in all. */
function select(found: Negative[]): Negative[] {
  const seen = new Set<string>();
  const byRule = new Map<string, Negative[]>();
  for (const negative of found) {
    const id = `${negative.rule_id}\0${negative.secret}\0${negative.line.trim()}`;
    if (seen.has(id)) continue;
    seen.add(id);
    byRule.set(negative.rule_id, [...(byRule.get(negative.rule_id) ?? []), negative]);
  }
  const chosen: Negative[] = [];
  for (const rule of [...byRule.keys()].sort()) {
    const perFile = new Map<string, number>();
    const ordered = (byRule.get(rule) ?? [])
      .map((negative) => ({ negative, hash: fnv1a(`${negative.file}\0${negative.line}\0${negative.secret}`) }))
      .sort((a, b) => a.hash - b.hash);
    let taken = 0;
    for (const { negative } of ordered) {
      if (taken >= PER_RULE) break;
      const count = perFile.get(negative.file) ?? 0;
      if (count >= PER_FILE) continue;
      perFile.set(negative.file, count + 1);
      chosen.push(negative);
      taken++;
    }
  }
  return chosen;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

for (const argument of process.argv.slice(2)) {
  const [repo, dir] = argument.split('=') as [string, string];
  const negatives = gather(repo, dir);
  for (const negative of negatives) process.stdout.write(`${JSON.stringify(negative)}\n`);
  console.error(`${repo}: ${negatives.length}`);
}
