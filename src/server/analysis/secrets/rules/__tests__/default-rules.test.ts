import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFragment } from '../../engine/scan-fragment';
import { loadRules } from '../load-rules';

/**
 * Each built-in rule against lines that hold a secret of its kind (found, the secret exactly) and lines
 * that look like one but are not (not found by that rule). Where each example comes from: ../SOURCES.md.
 */

const rules = loadRules(null);

const scan = (text: string, file = 'config/settings.txt') =>
  scanFragment(text, rules, { file, commit: null, firstLine: 1 });

type Examples = { found: [line: string, secret: string][]; notFound: string[] };

/** A PEM or OpenSSH key made for the test: real material, thrown away after. */
const pkcs1 = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
  type: 'pkcs1',
  format: 'pem',
}) as string;
const pkcs8 = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
  type: 'sec1',
  format: 'pem',
}) as string;
const rsaPublic = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({
  type: 'spki',
  format: 'pem',
}) as string;
const body = (pem: string) =>
  pem
    .split('\n')
    .filter((line) => line && !line.startsWith('-----'))
    .join('\n');
const sshDir = mkdtempSync(join(tmpdir(), 'argus-ssh-'));
execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'test', '-f', join(sshDir, 'id')]);
const openssh = readFileSync(join(sshDir, 'id'), 'utf8');
const opensshPublic = readFileSync(join(sshDir, 'id.pub'), 'utf8');
rmSync(sshDir, { recursive: true });

/** A shell or template reference, `${NAME}`: no secret in the file. */
const ref = (name: string) => `\${${name}}`;

const RFC_7519_JWT =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
const AZURITE_KEY = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

const EXAMPLES: Record<string, Examples> = {
  'aws-access-key-id': {
    found: [
      ['    "accessKeyId": "AKIAIOSFODNN7EXAMPLE",', 'AKIAIOSFODNN7EXAMPLE'],
      ['                "AccessKeyId": "AKIAI44QH8DHBEXAMPLE"', 'AKIAI44QH8DHBEXAMPLE'],
      ['            "AccessKeyId": "ASIAIOSFODNN7EXAMPLE",', 'ASIAIOSFODNN7EXAMPLE'],
      ['aws_access_key_id=AKIAIOSFODNN7EXAMPLE', 'AKIAIOSFODNN7EXAMPLE'],
      [
        'https://amzn-s3-demo-bucket.s3.us-west-2.amazonaws.com/key?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE123456789%2F20210621',
        'AKIAEXAMPLE123456789',
      ],
    ],
    notFound: [
      'aws_access_key_id = AKIAIOSFODNN7EXAMPL',
      'aws_access_key_id = AKIAAAAAAAAAAAAAAAAA',
      'aws_access_key_id = akiaiosfodnn7example',
      'id = "XAKIAIOSFODNN7EXAMPLE"',
    ],
  },
  'aws-secret-access-key': {
    found: [
      ['    "secretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
      ['aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'],
      [
        'export AWS_SECRET_ACCESS_KEY=je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY',
        'je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY',
      ],
    ],
    notFound: [
      '            "SecurityToken": "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"',
      'aws_secret_access_key = os.environ["AWS_SECRET_ACCESS_KEY"]',
      'aws_secret_access_key = xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
      'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEYX',
    ],
  },
  'github-pat': {
    found: [['GITHUB_TOKEN=ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW5', 'ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW5']],
    notFound: ['token: ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW', 'token: ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  },
  'github-fine-grained-pat': {
    found: [
      [
        'gh auth login --with-token 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',
        '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',
      ],
    ],
    notFound: ['token = "github_pat_11uRvMvcz3gApgrG6GWP9U_gHwXfCqkx"', 'prefix = "github_pat_"'],
  },
  'github-oauth': {
    found: [
      [
        'access_token=gho_16C7e42F292c6912E7710c838347Ae178B4a&scope=repo%2Cgist&token_type=bearer',
        'gho_16C7e42F292c6912E7710c838347Ae178B4a',
      ],
    ],
    notFound: ['const gho_token_prefix_length = 4;', 'gho_16C7e42F292c6912E7710c838347Ae178B4aX'],
  },
  'github-app-token': {
    found: [
      [
        `GITHUB_TOKEN="${ref('GITHUB_TOKEN:-ghu_16C7e42F292c6912E7710c838347Ae178B4a')}"`,
        'ghu_16C7e42F292c6912E7710c838347Ae178B4a',
      ],
      ['  "token": "ghs_16C7e42F292c6912E7710c838347Ae178B4a",', 'ghs_16C7e42F292c6912E7710c838347Ae178B4a'],
    ],
    notFound: ['  "token": "ghs_16C7e42F292c6912E7710c838347",', 'if (token.startsWith("ghu_")) return "user";'],
  },
  'github-refresh-token': {
    found: [
      [
        '  "refresh_token": "ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498",',
        'ghr_1B4a2e77838347a7E420ce178F2E7c6912E169246c34E1ccbF66C46812d16D5B1A9Dc86A1498',
      ],
    ],
    notFound: [
      '  "refresh_token": "ghr_1B4a2e77838347a7E420",',
      '  "refresh_token": "ghr_000000000000000000000000000000000000"',
    ],
  },
  'gitlab-pat': {
    found: [['GITLAB_TOKEN=glpat-cy212OIyCnsASFoxnMfe', 'glpat-cy212OIyCnsASFoxnMfe']],
    notFound: ['GITLAB_TOKEN=glpat-xxxxxxxxxxxxxxxxxxxx', 'GITLAB_TOKEN=glpat-cy212OIyCn'],
  },
  'slack-bot-token': {
    found: [
      [
        "export SLACK_BOT_TOKEN='xoxb-47654638989-6914281943828-GlhH4KlbJ7as7DxO8VMyaPZ5'",
        'xoxb-47654638989-6914281943828-GlhH4KlbJ7as7DxO8VMyaPZ5',
      ],
    ],
    notFound: [
      "$ export SLACK_BOT_TOKEN='xoxb-XXXXXXXXXXXX-xxxxxxxxxxxx-XXXXXXXXXXXXXXXXXXXXXXXX'",
      "$ export SLACK_BOT_TOKEN='xoxb-111-222-abc'",
    ],
  },
  'slack-user-token': {
    found: [
      [
        'SLACK_USER_TOKEN=xoxp-03574911532-66363209903-5944190864945-bce0df8b22927ae186b40c2cb5ec0d56',
        'xoxp-03574911532-66363209903-5944190864945-bce0df8b22927ae186b40c2cb5ec0d56',
      ],
    ],
    notFound: ['SLACK_USER_TOKEN=xoxp-your-user-token', 'SLACK_USER_TOKEN=xoxp-03574911532-66363209903'],
  },
  'slack-webhook-url': {
    found: [
      [
        'url = "https://hooks.slack.com/services/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"',
        'T3X5KMZ3BEI/BQ67VQYS0L5/YoAhIT4m0BnscgjtaddpPENp',
      ],
    ],
    notFound: [
      'url = "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX"',
      'See https://api.slack.com/messaging/webhooks',
    ],
  },
  'stripe-secret-key': {
    found: [
      ['    "SecretKey": "sk_test_4eC39HqLyjWDarjtT1zdp7dc"', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc'],
      ["      'sk_test_FEiILxKZwnmmocJDUjUNO6pa',", 'sk_test_FEiILxKZwnmmocJDUjUNO6pa'],
    ],
    notFound: [
      "  publishableKey: 'pk_test_TYooMQauvdEDq54NiTphI7jx',",
      "const key = 'sk_test_...';",
      "const key = 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx';",
    ],
  },
  'stripe-restricted-key': {
    found: [
      [
        'STRIPE_KEY=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',
        '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',
      ],
    ],
    notFound: ['STRIPE_KEY=rk_live_123', 'if key.startswith("rk_test_"):'],
  },
  'google-api-key': {
    found: [
      [
        `        cmdline += ('{"PlatformCredential":"AIzaSyClE2lcV2zEKTLYYo645zfk2jhQPFeyxDo",'`,
        'AIzaSyClE2lcV2zEKTLYYo645zfk2jhQPFeyxDo',
      ],
      [
        '<script src="https://maps.googleapis.com/maps/api/js?key=AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe&callback=initMap">',
        'AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe',
      ],
    ],
    notFound: ['key=AIzaSyDaGmWKa4JsXZ-HjGw7', 'key=AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQeX'],
  },
  'azure-storage-account-key': {
    found: [
      [
        `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${AZURITE_KEY};BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`,
        AZURITE_KEY,
      ],
    ],
    notFound: [
      'DefaultEndpointsProtocol=https;AccountName=myaccount;AccountKey=<account-key>;',
      `AccountKey=${ref('AZURE_STORAGE_KEY')}`,
    ],
  },
  'npm-access-token': {
    found: [
      [
        '//registry.npmjs.org/:_authToken=npm_9eY5p79rLUgQnAgxlalQNxxtkHHLzfCVCNTe',
        'npm_9eY5p79rLUgQnAgxlalQNxxtkHHLzfCVCNTe',
      ],
    ],
    notFound: ['const registry = process.env.npm_config_registry;', 'echo $npm_package_version'],
  },
  'pypi-upload-token': {
    found: [
      [
        'password = pypi-AgEIcHlwaS5vcmcha1BdRJLtTPitgAJBVW91StjhT0exdPZAi_NdZIpolBQ0-xHuN_HdLeFn74gkger2I8IQiJR-zatjyV1GXNBlOLdI4hT3G7aWqHAJ1ttUWdDmsqEYEYnV_0RDxMYdlAC7fY99v2WICIa8PiJVD_etl',
        'pypi-AgEIcHlwaS5vcmcha1BdRJLtTPitgAJBVW91StjhT0exdPZAi_NdZIpolBQ0-xHuN_HdLeFn74gkger2I8IQiJR-zatjyV1GXNBlOLdI4hT3G7aWqHAJ1ttUWdDmsqEYEYnV_0RDxMYdlAC7fY99v2WICIa8PiJVD_etl',
      ],
    ],
    notFound: ['# tokens start with pypi-AgEIcHlwaS5vcmc', 'password = pypi-AgEIcHlwaS5vcmcXXXX'],
  },
  'private-key': {
    found: [
      [pkcs1, body(pkcs1)],
      [pkcs8, body(pkcs8)],
      [ec, body(ec)],
      [`{"key": ${JSON.stringify(pkcs1)}}`, body(pkcs1).replaceAll('\n', '\\n')],
    ],
    notFound: [
      rsaPublic,
      '-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----',
      '// reads the -----BEGIN PRIVATE KEY----- block from the file',
      openssh,
    ],
  },
  'openssh-private-key': {
    found: [[openssh, body(openssh)]],
    notFound: [opensshPublic, '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaA==\n-----END OPENSSH PRIVATE KEY-----'],
  },
  jwt: {
    found: [
      [`Authorization: Bearer ${RFC_7519_JWT}`, RFC_7519_JWT],
      [`const token = "${JWT_IO}";`, JWT_IO],
    ],
    notFound: ['eyJhbGciOiJub25lIn0.eyJzdWIiOiIxMjM0NTY3ODkwIn0.', 'const header = "eyJhbGciOiJIUzI1NiJ9";'],
  },
  'connection-string-password': {
    found: [
      ['DATABASE_URL=postgres://app:S3cr3tPw@db.example.com:5432/app', 'S3cr3tPw'],
      ['uri = "mongodb+srv://admin:Zq8nT2vLp4@cluster0.mongodb.net/test"', 'Zq8nT2vLp4'],
    ],
    notFound: [
      'DATABASE_URL=postgres://user:password@localhost:5432/db',
      `DATABASE_URL=postgres://app:${ref('DB_PASSWORD')}@db:5432/app`,
      'see https://example.com/docs/path?x=1',
    ],
  },
  'password-assignment': {
    found: [
      ['password = "hunter2hunter"', 'hunter2hunter'],
      ["  DB_PASSWORD: 'Xk9#mQ2!vL'", 'Xk9#mQ2!vL'],
      ['Server=db;Database=app;User Id=sa;Pwd=Str0ngPa55;', 'Str0ngPa55'],
      ['  passwd: s3cr3t-value', 's3cr3t-value'],
    ],
    notFound: [
      'password = getPassword()',
      `password: ${ref('DB_PASSWORD')}`,
      '"password": "password"',
      'password = ""',
      'PWD=/home/user/project',
      'password = self.password',
      'password: null',
    ],
  },
  'generic-api-key': {
    found: [
      ['client_secret = "8f7d3a9c2b1e4f6a8d0c3b5e7f9a1c2d"', '8f7d3a9c2b1e4f6a8d0c3b5e7f9a1c2d'],
      ['API_KEY=Tq3vX8zL1mN6pR9sW2yB5dF7hJ0kC4gE', 'Tq3vX8zL1mN6pR9sW2yB5dF7hJ0kC4gE'],
    ],
    notFound: [
      'api_key = "your_api_key_here"',
      'token: "TOKEN_PLACEHOLDER_VALUE"',
      'secret = "aaaaaaaaaaaaaaaaaaaaaaaa"',
      'api_key = "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"',
    ],
  },
};

describe('the built-in rules', () => {
  it('have examples, found and not found, for every rule', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(rules.rules.map((rule) => rule.id).sort());
    for (const examples of Object.values(EXAMPLES)) {
      expect(examples.found.length).toBeGreaterThan(0);
      expect(examples.notFound.length).toBeGreaterThan(0);
    }
  });

  for (const [id, examples] of Object.entries(EXAMPLES)) {
    describe(id, () => {
      it.each(examples.found)('finds the secret in %#', (line, secret) => {
        const found = scan(line).filter((match) => match.rule.id === id);
        expect(found.map((match) => match.secret)).toEqual([secret]);
      });
      it.each(examples.notFound)('finds nothing in %#', (line) => {
        expect(scan(line).filter((match) => match.rule.id === id)).toEqual([]);
      });
    });
  }

  it('find the demo repositories’ example secrets where the demo has them', () => {
    const config = `{\n  "region": "eu-central-1",\n    "accessKeyId": "AKIAIOSFODNN7EXAMPLE",\n    "secretAccessKey": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"\n}\n`;
    expect(scan(config, 'config/default.json').map((m) => [m.rule.id, m.start_line, m.start_column])).toEqual([
      ['aws-access-key-id', 3, 21],
      ['aws-secret-access-key', 4, 25],
    ]);
    const root = 'src/server/seed/demo/repositories';
    const appsettings = readFileSync(`${root}/billing-gateway/src/BillingGateway/appsettings.Development.json`, 'utf8');
    expect(scan(appsettings).map((m) => m.secret)).toContain('sk_test_4eC39HqLyjWDarjtT1zdp7dc');
    const release = readFileSync(`${root}/edge-gateway/deploy/release.sh`, 'utf8');
    expect(scan(release).map((m) => m.secret)).toContain('ghu_16C7e42F292c6912E7710c838347Ae178B4a');
    const checkout = readFileSync(`${root}/checkout-web/src/config.js`, 'utf8');
    expect(scan(checkout).map((m) => m.secret)).not.toContain('pk_test_TYooMQauvdEDq54NiTphI7jx');
  });
});
