import type { SecretFeatures } from '../types';

/**
 * The model's inputs for one match, by name: what the value looks like (entropy, length, character
 * classes, runs, placeholders, hash or UUID shape), which rule found it, where it sits (path words, file
 * kind) and the words of its line around it. Numbers only, so that the value itself never leaves here;
 * pure and deterministic, so that a finding scores the same on every run.
 */

/** The detection engine's rule ids; a rule not listed (a custom one from `ARGUS_SECRETS_RULES`) counts as `rule_other`. */
export const RULE_IDS = [
  'aws-access-key-id',
  'aws-secret-access-key',
  'github-pat',
  'github-fine-grained-pat',
  'github-oauth',
  'github-app-token',
  'github-refresh-token',
  'gitlab-pat',
  'slack-bot-token',
  'slack-user-token',
  'slack-webhook-url',
  'stripe-secret-key',
  'stripe-restricted-key',
  'google-api-key',
  'azure-storage-account-key',
  'npm-access-token',
  'pypi-upload-token',
  'private-key',
  'openssh-private-key',
  'jwt',
  'connection-string-password',
  'password-assignment',
  'generic-api-key',
] as const;

/** Path words, each with the spellings that count as it (plurals, test-folder names). */
const PATH_WORDS: Record<string, string[]> = {
  test: ['test', 'tests', 'testdata', 'testing', 'testcases'],
  spec: ['spec', 'specs'],
  example: ['example', 'examples'],
  sample: ['sample', 'samples'],
  mock: ['mock', 'mocks', 'stub', 'stubs', 'fake', 'fakes'],
  fixture: ['fixture', 'fixtures'],
  doc: ['doc', 'docs', 'documentation', 'readme', 'changelog'],
  demo: ['demo', 'demos'],
};

/** Words of the line around the match that speak for a placeholder or a digest, or for a credential. */
const LINE_WORDS: Record<string, string[]> = {
  example: ['example', 'examples', 'eg'],
  fake: ['fake', 'dummy', 'mock', 'stub', 'placeholder'],
  test: ['test', 'tests', 'testing', 'assert', 'expect'],
  todo: ['todo', 'fixme', 'xxx'],
  public: ['public', 'pub', 'pubkey'],
  hash: ['sha', 'sha1', 'sha256', 'sha512', 'hash', 'digest', 'md5', 'checksum', 'integrity', 'cksum'],
  commit: ['commit', 'rev', 'revision', 'oid', 'ref', 'tree', 'parent', 'blob'],
  uuid: ['uuid', 'guid', 'id'],
  secret: ['secret', 'token', 'password', 'passwd', 'pwd', 'credential', 'credentials', 'auth', 'apikey', 'api', 'key'],
  env_lookup: ['env', 'environ', 'getenv', 'environment', 'secrets', 'vault'],
};

const CONFIG_EXTENSIONS = new Set(
  'json yaml yml toml ini cfg conf config properties xml tf tfvars hcl plist gradle npmrc pypirc netrc'.split(' '),
);
const SOURCE_EXTENSIONS = new Set(
  'js mjs cjs jsx ts tsx py rb go rs java kt kts scala cs c h cc cpp hpp php swift sh bash zsh ps1 pl lua r dart ex exs erl clj groovy sql'.split(
    ' ',
  ),
);
const DOC_EXTENSIONS = new Set('md markdown rst txt adoc asciidoc html htm tex org'.split(' '));
const LOCKFILES = new Set(
  'package-lock.json npm-shrinkwrap.json yarn.lock pnpm-lock.yaml cargo.lock go.sum poetry.lock pipfile.lock composer.lock gemfile.lock uv.lock'.split(
    ' ',
  ),
);

/** Placeholder shapes in the value: the provider's documented example, runs of x, counting, template slots. */
const PLACEHOLDERS: Record<string, RegExp> = {
  example: /example/i,
  xxxx: /x{4,}|\*{4,}|#{4,}|\.{4,}/i,
  counting: /1234|abcd|qwerty/i,
  changeme: /change_?me|change_?it|replace_?me|redacted|insert|secret_?here/i,
  your_here: /(^|[^a-z])your[_-]|[_-]here([^a-z]|$)/i,
  angle: /<[^<>]+>/,
  template: /\$\{[^}]*\}|\{\{[^}]*\}\}|%\(?\w*\)?s|%s/,
  word: /dummy|fake|sample|test|mock|foo|bar|placeholder|invalid|fixme/i,
};

/**
 * `secret`: the matched value (the rule's secret group); `line`: the line the match starts on (for a key
 * block, its BEGIN line); `file`: the path in the repository. The result holds numbers only.
 */
export function featuresOf(input: { secret: string; rule_id: string; file: string; line: string }): SecretFeatures {
  const { secret, rule_id, file, line } = input;
  const features: SecretFeatures = {};
  Object.assign(features, valueShape(secret));
  for (const [name, pattern] of Object.entries(PLACEHOLDERS))
    features[`placeholder_${name}`] = flag(pattern.test(secret));
  features.placeholder_count = Object.values(PLACEHOLDERS).filter((pattern) => pattern.test(secret)).length;
  features.variable_reference = flag(isVariableReference(secret));
  const known = (RULE_IDS as readonly string[]).includes(rule_id);
  for (const id of RULE_IDS) features[`rule_${id}`] = flag(id === rule_id);
  features.rule_other = flag(!known);
  const pathWords = new Set(wordsOf(file));
  for (const [name, spellings] of Object.entries(PATH_WORDS)) {
    features[`path_${name}`] = flag(spellings.some((word) => pathWords.has(word)));
  }
  Object.assign(features, fileKind(file));
  // The line without the value: its own words must not count as the context's.
  const around = secret.length > 0 ? line.split(secret).join(' ') : line;
  const lineWords = new Set(wordsOf(around));
  for (const [name, spellings] of Object.entries(LINE_WORDS)) {
    features[`line_${name}`] = flag(spellings.some((word) => lineWords.has(word)));
  }
  features.line_comment = flag(/^\s*(\/\/|#|\*|\/\*|--|;|<!--)/.test(line));
  features.line_quoted = flag(/["'`]/.test(around));
  features.line_log_length = Math.log2(1 + around.length);
  return features;
}

function valueShape(secret: string): SecretFeatures {
  const length = secret.length;
  const share = (pattern: RegExp) => (length === 0 ? 0 : (secret.match(pattern)?.length ?? 0) / length);
  return {
    entropy: shannonEntropy(secret),
    log_length: Math.log2(1 + length),
    share_upper: share(/[A-Z]/g),
    share_lower: share(/[a-z]/g),
    share_digit: share(/[0-9]/g),
    share_symbol: share(/[^A-Za-z0-9]/g),
    distinct_ratio: length === 0 ? 0 : new Set(secret).size / length,
    hex_only: flag(/^[0-9a-f]+$/i.test(secret)),
    base64_only: flag(/^[A-Za-z0-9+/]+={0,2}$/.test(secret) || /^[A-Za-z0-9_-]+$/.test(secret)),
    sequential_run: Math.log2(1 + longestRun(secret, (a, b) => Math.abs(b - a) === 1)),
    repeated_run: Math.log2(1 + longestRun(secret, (a, b) => a === b)),
    is_uuid: flag(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(secret)),
    hash_like: flag(/^([0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128})$/i.test(secret)),
    has_whitespace: flag(/\s/.test(secret)),
  };
}

/** Shannon entropy of the value's characters, in bits per character. */
export function shannonEntropy(text: string): number {
  if (text.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1);
  const total = [...text].length;
  let entropy = 0;
  for (const count of counts.values()) {
    const p = count / total;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

/** The longest run of neighbouring characters that `step` links (repeats, or 1-apart codes as in `abcd`, `4321`). */
function longestRun(text: string, step: (a: number, b: number) => boolean): number {
  if (text.length === 0) return 0;
  let longest = 1;
  let current = 1;
  for (let i = 1; i < text.length; i++) {
    current = step(text.charCodeAt(i - 1), text.charCodeAt(i)) ? current + 1 : 1;
    longest = Math.max(longest, current);
  }
  return longest;
}

/** `$TOKEN`, `${TOKEN}`, `%TOKEN%`, `{{ .Token }}`, `process.env.X`, `os.environ[...]`: a name, not a value. */
function isVariableReference(value: string): boolean {
  return (
    /^\$\{?[A-Za-z_][\w.]*\}?$/.test(value) ||
    /^%[A-Za-z_]\w*%$/.test(value) ||
    /^\{\{.*\}\}$/.test(value) ||
    /^(process\.env|os\.environ|env)[.[]/.test(value)
  );
}

/** One kind of four (config, env, source, doc) plus lockfiles and the rest, from the file's name. */
function fileKind(file: string): SecretFeatures {
  const name = (file.split('/').pop() ?? '').toLowerCase();
  const extension = name.includes('.') ? (name.split('.').pop() ?? '') : '';
  const lock = LOCKFILES.has(name) || extension === 'lock';
  const env = !lock && (name === '.env' || name.startsWith('.env.') || extension === 'env');
  const config = !lock && !env && CONFIG_EXTENSIONS.has(extension);
  const source = !lock && !env && !config && SOURCE_EXTENSIONS.has(extension);
  const doc = !lock && !env && !config && !source && DOC_EXTENSIONS.has(extension);
  return {
    file_config: flag(config),
    file_env: flag(env),
    file_source: flag(source),
    file_doc: flag(doc),
    file_lock: flag(lock),
    file_other: flag(!lock && !env && !config && !source && !doc),
  };
}

/** Lower-case words of a path or a line: split at anything not a letter or digit, and at camelCase humps. */
function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const flag = (value: boolean) => (value ? 1 : 0);
