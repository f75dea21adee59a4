import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { responseJsonSchema } from './openapi-json-schema';

type MediaType = { schema?: unknown };
type ResponseObject = {
  $ref?: string;
  headers?: Record<string, { required?: boolean }>;
  content?: Record<string, MediaType>;
};
type Operation = { responses: Record<string, ResponseObject> };
export type Document = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, ResponseObject> };
};

/** Served under /api but not operations of the document: the public docs themselves. */
const OUTSIDE_THE_DOCUMENT = /^\/api\/(openapi\.json|swagger(\/.*)?)$/;

/**
 * The checks every /api request meets before routing (authentication, role, body size, JSON), as the
 * document's shared responses: they answer for paths and methods no operation covers, too.
 */
const UNLISTED: Record<number, string> = {
  400: 'InvalidInputOrBody',
  401: 'NotAuthenticated',
  403: 'PermissionDenied',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'Throttled',
  500: 'ServerError',
};

/** Throws, naming method, path, status, what is wrong and the body, when a response breaks the document. */
export type ResponseCheck = (method: string, url: string, response: Response) => Promise<void>;

const checks = new Map<string, ResponseCheck>();

/** The check for a document, built once per distinct document text: validators compile on first use. */
export function conformanceTo(documentText: string): ResponseCheck {
  let check = checks.get(documentText);
  if (!check) {
    check = buildCheck(JSON.parse(documentText) as Document);
    checks.set(documentText, check);
  }
  return check;
}

function buildCheck(document: Document): ResponseCheck {
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strict: true });
  addFormats(ajv);
  const components = document.components?.schemas ?? {};
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (key: string, schema: unknown) => {
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(responseJsonSchema(schema, components));
      validators.set(key, validate);
    }
    return validate;
  };
  // Most literal first, as OpenAPI matches: `/webhooks/test/` before `/webhooks/{id}/`.
  const routes = Object.entries(document.paths)
    .map(([template, item]) => ({
      template,
      item,
      pattern: templatePattern(template),
      params: template.split('{').length,
    }))
    .sort((a, b) => a.params - b.params);
  const named = document.components?.responses ?? {};
  const deref = (response: ResponseObject): ResponseObject =>
    response.$ref ? (named[response.$ref.replace('#/components/responses/', '')] ?? {}) : response;
  const detail = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Detail' } } } };

  return async (method, url, res) => {
    const path = new URL(url, 'http://argus.test').pathname;
    if (!path.startsWith('/api/') || OUTSIDE_THE_DOCUMENT.test(path)) return;
    const text = await res.clone().text();
    const fail: (problem: string) => never = (problem) => {
      throw new Error(`${method} ${path} answered ${res.status}: ${problem}\n  body: ${text.slice(0, 2000)}`);
    };
    // HEAD is GET without a body (Hono answers it from the GET route); the document lists only GET.
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const matching = routes.filter((route) => route.pattern.test(path));
    const route = matching.find((r) => r.item[verb]);
    let declared: ResponseObject;
    let key: string;
    if (!route) {
      // The document's description: what no operation covers answers 404 (unknown path) or 405 with
      // Allow (unknown method), after the checks every request meets, which answer as they always do.
      const expected = matching.length === 0 ? 404 : 405;
      const checks = UNLISTED[res.status];
      if (res.status !== expected && !checks) {
        fail(
          `no operation ${verb.toUpperCase()} ${matching[0]?.template ?? path}: only ${expected} or a check's answer may come`,
        );
      }
      if (res.status === 405 && !res.headers.has('allow')) fail('405 without an Allow header');
      declared = checks ? deref({ $ref: `#/components/responses/${checks}` }) : detail;
      key = `unlisted ${res.status}`;
    } else {
      const responses = route.item[verb]?.responses ?? {};
      const found = responses[String(res.status)] ?? responses.default;
      if (!found) {
        fail(
          `status ${res.status} is not declared for ${verb.toUpperCase()} ${route.template} (declared: ${Object.keys(responses).join(', ')})`,
        );
      }
      declared = deref(found);
      key = `${verb} ${route.template} ${res.status}`;
    }
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && !res.headers.has(name)) fail(`the declared header ${name} is missing`);
    }
    if (verb !== method.toLowerCase()) return;
    const content = declared.content ?? {};
    if (Object.keys(content).length === 0) {
      if (text !== '') fail('a body where the document declares none');
      return;
    }
    const type = res.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    const media = content[type];
    if (!media) fail(`Content-Type "${type}" is not declared (declared: ${Object.keys(content).join(', ')})`);
    // Other media types (CSV, HTML) are checked for status and type only.
    if (type !== 'application/json' || !media.schema) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      fail('the body is not JSON');
    }
    const validate = validatorFor(key, media.schema);
    if (!validate(body)) {
      fail(`the body does not match the document:\n  ${ajv.errorsText(validate.errors, { separator: '\n  ' })}`);
    }
  };
}

/** `/api/policies/{id}/` → /^\/api\/policies\/[^/]+\/$/ */
function templatePattern(template: string): RegExp {
  const parts = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}
