/**
 * The base model's true positives, generated: for each rule, values in the provider's published token
 * format (prefixes, lengths, alphabets) drawn from a seeded generator, placed in the lines and files where
 * credentials leak (.env files, deployment configs, source code, CI workflows, now and then a test or a
 * README). Generated rather than stored, so that the repository holds no string a secret scanner, ours
 * or a host's push protection, would take for a live credential; the seed in set.json makes them the same
 * on every run.
 */
import type { LabelledInput } from './types';

type Random = () => number;

/** mulberry32: a small seeded generator with a full 2^32 period, enough to draw tokens. */
function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALNUM = UPPER + LOWER + DIGITS;
const HEX = '0123456789abcdef';
const BASE64 = `${ALNUM}+/`;
const BASE64URL = `${ALNUM}-_`;
const WORDS =
  'falcon harbor winter copper meadow orbit maple raven granite velvet cobalt ember lantern quartz tundra willow'.split(
    ' ',
  );
const HOSTS =
  'db.internal prod-db-01.c9xk2lq.eu-west-1.rds.amazonaws.com 10.0.3.12 postgres.svc.cluster.local mysql-primary'.split(
    ' ',
  );

function tools(random: Random) {
  const int = (below: number) => Math.floor(random() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  const draw = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  const between = (low: number, high: number) => low + int(high - low + 1);
  return { int, pick, draw, between };
}
type Tools = ReturnType<typeof tools>;

/** A rule's values and the names a project gives them (UPPER for env files, lower and camel for code). */
type RuleShape = {
  value: (t: Tools) => string;
  names: string[];
  /** Lines of the rule's own shape (a connection string, an .npmrc entry), and the files that hold them. */
  lines?: (t: Tools, value: string) => string[];
  files?: string[];
};

const base64Block = (t: Tools, bytes: number, width: number, prefix: string) => {
  const body = prefix + t.draw(BASE64, Math.ceil((bytes * 4) / 3) - prefix.length);
  return body.match(new RegExp(`.{1,${width}}`, 'g'))?.join('\n') ?? body;
};

const base64url = (text: string) => Buffer.from(text).toString('base64url');

const password = (t: Tools) =>
  t.pick([
    () => t.draw(`${ALNUM}!#%&*+-=?@^_`, t.between(14, 28)),
    () => `${capitalise(t.pick(WORDS))}${t.between(10, 9999)}${t.pick(['!', '#', '$', '@', '%', '&'])}`,
    () => `${t.pick(WORDS)}-${t.pick(WORDS)}-${t.pick(WORDS)}-${t.between(10, 99)}`,
    () => t.draw(ALNUM, t.between(12, 32)),
  ])();

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Where private keys are committed: key files first, then the usual configs. */
const KEY_FILES = [
  'deploy/id_rsa',
  'certs/server.key',
  'config/jwt_private.pem',
  'k8s/tls.key',
  '.ssh/id_ed25519',
  'ansible/files/deploy_key',
];

const SHAPES: Record<string, RuleShape> = {
  'aws-access-key-id': {
    value: (t) => `${t.pick(['AKIA', 'AKIA', 'ASIA'])}${t.draw('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`,
    names: ['AWS_ACCESS_KEY_ID', 'aws_access_key_id', 'accessKeyId'],
  },
  'aws-secret-access-key': {
    value: (t) => t.draw(BASE64, 40),
    names: ['AWS_SECRET_ACCESS_KEY', 'aws_secret_access_key', 'secretAccessKey'],
  },
  'github-pat': {
    value: (t) => `ghp_${t.draw(ALNUM, 36)}`,
    names: ['GITHUB_TOKEN', 'GH_TOKEN', 'github_token', 'token'],
  },
  'github-fine-grained-pat': {
    value: (t) => `github_pat_${t.draw(ALNUM, 22)}_${t.draw(ALNUM, 59)}`,
    names: ['GITHUB_TOKEN', 'GH_PAT', 'githubToken'],
  },
  'github-oauth': {
    value: (t) => `gho_${t.draw(ALNUM, 36)}`,
    names: ['GITHUB_OAUTH_TOKEN', 'oauth_token', 'accessToken'],
  },
  'github-app-token': {
    value: (t) => `${t.pick(['ghu_', 'ghs_'])}${t.draw(ALNUM, 36)}`,
    names: ['GITHUB_APP_TOKEN', 'installation_token', 'appToken'],
  },
  'github-refresh-token': {
    value: (t) => `ghr_${t.draw(ALNUM, 76)}`,
    names: ['GITHUB_REFRESH_TOKEN', 'refresh_token', 'refreshToken'],
  },
  'gitlab-pat': {
    value: (t) => `glpat-${t.draw(`${ALNUM}_-`, 20)}`,
    names: ['GITLAB_TOKEN', 'private_token', 'GITLAB_API_TOKEN', 'gitlabToken'],
  },
  'slack-bot-token': {
    value: (t) => `xoxb-${t.draw(DIGITS, t.between(10, 13))}-${t.draw(DIGITS, t.between(10, 13))}-${t.draw(ALNUM, 24)}`,
    names: ['SLACK_BOT_TOKEN', 'slack_token', 'slackBotToken'],
  },
  'slack-user-token': {
    value: (t) =>
      `xoxp-${t.draw(DIGITS, t.between(10, 13))}-${t.draw(DIGITS, t.between(10, 13))}-${t.draw(DIGITS, t.between(10, 13))}-${t.draw(HEX, 32)}`,
    names: ['SLACK_USER_TOKEN', 'slack_user_token', 'slackToken'],
  },
  'slack-webhook-url': {
    value: (t) =>
      `https://hooks.slack.com/services/T${t.draw(UPPER + DIGITS, t.between(8, 10))}/B${t.draw(UPPER + DIGITS, t.between(8, 10))}/${t.draw(ALNUM, 24)}`,
    names: ['SLACK_WEBHOOK_URL', 'slack_webhook', 'webhookUrl'],
  },
  'stripe-secret-key': {
    value: (t) => `sk_live_${t.draw(ALNUM, t.pick([24, 99]))}`,
    names: ['STRIPE_SECRET_KEY', 'stripe_api_key', 'stripeSecretKey'],
  },
  'stripe-restricted-key': {
    value: (t) => `rk_live_${t.draw(ALNUM, t.pick([24, 99]))}`,
    names: ['STRIPE_RESTRICTED_KEY', 'stripe_key', 'stripeKey'],
  },
  'google-api-key': {
    value: (t) => `AIza${t.draw(`${ALNUM}_-`, 35)}`,
    names: ['GOOGLE_API_KEY', 'MAPS_API_KEY', 'google_api_key', 'apiKey'],
  },
  'azure-storage-account-key': {
    value: (t) => `${t.draw(BASE64, 86)}==`,
    names: ['AZURE_STORAGE_KEY', 'storage_account_key', 'accountKey'],
    lines: (t, v) => [
      `AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=https;AccountName=${t.pick(WORDS)}prod;AccountKey=${v};EndpointSuffix=core.windows.net`,
      `  "StorageConnection": "DefaultEndpointsProtocol=https;AccountName=${t.pick(WORDS)}store;AccountKey=${v}",`,
    ],
  },
  'npm-access-token': {
    value: (t) => `npm_${t.draw(ALNUM, 36)}`,
    names: ['NPM_TOKEN', 'NODE_AUTH_TOKEN', 'npmToken'],
    lines: (_t, v) => [`//registry.npmjs.org/:_authToken=${v}`],
    files: ['.npmrc', 'frontend/.npmrc'],
  },
  'pypi-upload-token': {
    value: (t) => `pypi-AgEIcHlwaS5vcmc${t.draw(BASE64URL, t.between(60, 160))}`,
    names: ['PYPI_API_TOKEN', 'TWINE_PASSWORD', 'pypi_token'],
    lines: (_t, v) => [`password = ${v}`],
    files: ['.pypirc'],
  },
  'private-key': {
    value: (t) => {
      const kind = t.pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY']);
      const prefix =
        kind === 'EC PRIVATE KEY'
          ? 'MHcCAQEEI'
          : kind === 'RSA PRIVATE KEY'
            ? 'MIIEpAIBAAKCAQEA'
            : 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC';
      const bytes = kind === 'EC PRIVATE KEY' ? 121 : t.pick([1190, 1218]);
      return `-----BEGIN ${kind}-----\n${base64Block(t, bytes, 64, prefix)}\n-----END ${kind}-----`;
    },
    names: [],
    lines: (_t, v) => [v.split('\n')[0] as string],
    files: KEY_FILES,
  },
  'openssh-private-key': {
    value: (t) =>
      `-----BEGIN OPENSSH PRIVATE KEY-----\n${base64Block(t, t.pick([399, 1823]), 70, 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAA')}\n-----END OPENSSH PRIVATE KEY-----`,
    names: [],
    lines: (_t, v) => [v.split('\n')[0] as string],
    files: KEY_FILES,
  },
  jwt: {
    value: (t) => {
      const header = base64url(JSON.stringify({ alg: t.pick(['HS256', 'RS256']), typ: 'JWT' }));
      const issuedAt = 1_600_000_000 + t.int(200_000_000);
      const claims = {
        sub: t.draw(DIGITS, t.between(5, 12)),
        role: t.pick(['service', 'admin', 'deploy']),
        iat: issuedAt,
        exp: issuedAt + 31_536_000,
      };
      return `${header}.${base64url(JSON.stringify(claims))}.${t.draw(BASE64URL, 43)}`;
    },
    names: ['AUTH_TOKEN', 'API_JWT', 'serviceToken', 'bearer_token'],
  },
  'connection-string-password': {
    value: password,
    names: [],
    lines: (t, v) => {
      const user = t.pick(['app', 'admin', 'svc_orders', 'root', 'deploy', 'reporting']);
      const host = t.pick(HOSTS);
      const db = t.pick(['app', 'orders', 'billing', 'prod']);
      return [
        `DATABASE_URL=postgres://${user}:${v}@${host}:5432/${db}`,
        `  url: mysql://${user}:${v}@${host}:3306/${db}`,
        `MONGO_URI="mongodb+srv://${user}:${v}@cluster0.${t.draw(LOWER + DIGITS, 5)}.mongodb.net/${db}?retryWrites=true"`,
        `REDIS_URL=redis://default:${v}@${host}:6379/0`,
        `const broker = 'amqp://${user}:${v}@${host}:5672/';`,
        `SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://${user}:${v}@${host}/${db}"`,
      ];
    },
  },
  'password-assignment': {
    value: password,
    names: [
      'DB_PASSWORD',
      'password',
      'SMTP_PASSWORD',
      'adminPassword',
      'REDIS_PASSWORD',
      'spring.datasource.password',
    ],
  },
  'generic-api-key': {
    value: (t) =>
      t.pick([
        () => t.draw(HEX, 32),
        () => t.draw(ALNUM, t.between(32, 48)),
        () => t.draw(HEX, 64),
        () => `${t.draw(BASE64, 43)}=`,
        () => t.draw(`${LOWER}${DIGITS}!@#$%^&*(-_=+)`, 50),
        () => `${t.pick(['key', 'sk', 'live', 'prod'])}-${t.draw(ALNUM, t.between(24, 40))}`,
      ])(),
    names: [
      'API_KEY',
      'SECRET_KEY',
      'client_secret',
      'apiKey',
      'SENDGRID_API_KEY',
      'auth_token',
      'MAILGUN_KEY',
      'APP_SECRET',
    ],
  },
};

/** Files where credentials end up, by kind; a few tests and docs too, since real secrets leak there as well. */
const FILES = {
  env: ['.env', '.env.production', '.env.local', 'deploy/.env.prod', 'docker/.env', 'services/api/.env'],
  yaml: [
    'config/production.yml',
    'deploy/values.yaml',
    'k8s/secret.yaml',
    '.github/workflows/deploy.yml',
    'docker-compose.yml',
    'ansible/group_vars/all.yml',
  ],
  json: ['config/default.json', 'appsettings.Production.json', 'serverless.json', 'config/credentials.json'],
  ini: [
    'config/app.ini',
    'settings.toml',
    'src/main/resources/application.properties',
    'terraform.tfvars',
    'config.cfg',
  ],
  python: ['app/settings.py', 'tools/upload.py', 'scripts/sync_users.py', 'backend/config.py'],
  javascript: ['src/config.js', 'server/index.ts', 'src/lib/client.ts', 'scripts/deploy.mjs'],
  go: ['internal/client/client.go', 'cmd/worker/main.go'],
  java: ['src/main/java/com/acme/billing/Config.java'],
  shell: ['scripts/deploy.sh', 'bin/release', 'ci/publish.sh'],
  test: ['tests/integration/test_upload.py', 'test/e2e/setup.js', 'spec/support/api_helper.rb'],
  doc: ['README.md', 'docs/setup.md', 'NOTES.txt'],
};
type FileKind = keyof typeof FILES;

const snake = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/\./g, '_')
    .toLowerCase();
const camel = (name: string) => snake(name).replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The line a file of this kind would hold for `name = value`. */
function lineFor(t: Tools, kind: FileKind, name: string, value: string): string {
  const upper = snake(name).toUpperCase();
  const lower = snake(name);
  const templates: Record<FileKind, string[]> = {
    env: [`${upper}=${value}`, `export ${upper}=${value}`, `${upper}="${value}"`],
    yaml: [`  ${lower}: ${value}`, `      ${upper}: "${value}"`, `    ${camel(name)}: '${value}'`],
    json: [`  "${camel(name)}": "${value}",`, `    "${lower}": "${value}"`],
    ini: [`${lower} = ${value}`, `${lower} = "${value}"`, `${name}=${value}`],
    python: [`${upper} = "${value}"`, `    ${lower}="${value}",`, `os.environ.setdefault("${upper}", "${value}")`],
    javascript: [
      `const ${camel(name)} = '${value}';`,
      `  ${camel(name)}: "${value}",`,
      `process.env.${upper} ??= '${value}';`,
    ],
    go: [`\t${capitalise(camel(name))} = "${value}"`, `const ${camel(name)} = "${value}"`],
    java: [`    private static final String ${upper} = "${value}";`],
    shell: [`export ${upper}="${value}"`, `${upper}='${value}' ./run.sh`],
    test: [`${upper} = "${value}"`, `  ${camel(name)}: '${value}',`],
    doc: [`    ${upper}=${value}`, `\`${upper}=${value}\``],
  };
  return t.pick(templates[kind]);
}

const KINDS: FileKind[] = [
  'env',
  'env',
  'yaml',
  'yaml',
  'json',
  'ini',
  'python',
  'python',
  'javascript',
  'javascript',
  'go',
  'java',
  'shell',
  'test',
  'doc',
];

export function generatePositives(seed: number, perRule: number): LabelledInput[] {
  const t = tools(seeded(seed));
  const positives: LabelledInput[] = [];
  for (const [rule, shape] of Object.entries(SHAPES)) {
    for (let i = 0; i < perRule; i++) {
      const value = shape.value(t);
      const kind = t.pick(KINDS);
      const own = shape.lines?.(t, value);
      const useOwn = own !== undefined && (shape.names.length === 0 || t.int(2) === 0);
      const line = useOwn ? t.pick(own) : lineFor(t, kind, t.pick(shape.names), value);
      const file = useOwn && shape.files && t.int(4) > 0 ? t.pick(shape.files) : t.pick(FILES[kind]);
      positives.push({ rule_id: rule, secret: value, file, line, label: true, source: 'generated' });
    }
  }
  return positives;
}
