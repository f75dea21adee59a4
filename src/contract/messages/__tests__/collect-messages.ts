import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The English error messages written in the source of the contract and the server, found by where they
 * sit rather than by what they say: the message argument of zod checks (`.min(1, '…')`), `error`,
 * `message` and `detail` in an object passed to a call (`z.enum(…, { error })`, `ctx.addIssue({ message })`,
 * `c.json({ detail })`), the messages of `validationError({...})` / `new ApiProblem(…, {...})`, lists
 * assigned to `errors.<field>` or kept in `messages`, and what functions named `…Error` return.
 * A template literal becomes a probe with `x1`, `x2`, … for its placeholders.
 */
export type FoundMessage = { where: string; probe: string };

const CHECK_METHODS = new Set(['min', 'max', 'length', 'regex', 'refine', 'nonempty', 'gt', 'gte', 'lt', 'lte']);
const MESSAGE_PROPERTIES = new Set(['error', 'message', 'detail']);
const ERROR_BODY_CALLS = new Set(['validationError', 'ApiProblem']);
/** Calls whose first argument is a message: `new NotFound('Invalid page.')`. */
const MESSAGE_CALLS = new Set(['notFound', 'NotFound', 'Conflict']);

function probesOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text + node.templateSpans.map((span, i) => `x${i + 1}${span.literal.text}`).join('')];
  }
  if (ts.isParenthesizedExpression(node)) return probesOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...probesOf(node.whenTrue), ...probesOf(node.whenFalse)];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => probesOf(element));
  // `ids.map((id) => \`Invalid pk "${id}" …\`)`
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'map'
  ) {
    const mapper = node.arguments[0];
    if (mapper && ts.isArrowFunction(mapper) && !ts.isBlock(mapper.body)) return probesOf(mapper.body);
  }
  // `error.message || 'Bad request.'`
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
  ) {
    return probesOf(node.right);
  }
  if (ts.isAwaitExpression(node)) return probesOf(node.expression);
  return [];
}

const calleeName = (node: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** Whether an object literal is passed to a call, also through `as …` (`new ApiProblem(409, {…} as never)`). */
function isCallArgument(node: ts.Node): boolean {
  let argument = node;
  while (
    ts.isAsExpression(argument.parent) ||
    ts.isSatisfiesExpression(argument.parent) ||
    ts.isParenthesizedExpression(argument.parent)
  ) {
    argument = argument.parent;
  }
  const call = argument.parent;
  if (!ts.isCallExpression(call) && !ts.isNewExpression(call)) return false;
  return (call.arguments ?? ([] as readonly ts.Expression[])).some((item) => item === argument);
}

function functionName(node: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent)) {
    return ts.isIdentifier(node.parent.name) ? node.parent.name.text : undefined;
  }
  return undefined;
}

function messagesIn(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node, inErrorFunction: boolean) => {
    const name = ts.isFunctionLike(node) ? functionName(node) : undefined;
    const errorFunction = name ? /Error$/.test(name) : inErrorFunction;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && MESSAGE_CALLS.has(calleeName(node) ?? ''))
      found.push(...probesOf(node.arguments?.[0]));
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if (CHECK_METHODS.has(method) && node.arguments.length >= 2) found.push(...probesOf(node.arguments.at(-1)));
      if (
        method === 'push' &&
        ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'messages'
      ) {
        found.push(...node.arguments.flatMap((argument) => probesOf(argument)));
      }
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ts.isObjectLiteralExpression(node.parent)) {
      if (MESSAGE_PROPERTIES.has(node.name.text) && isCallArgument(node.parent))
        found.push(...probesOf(node.initializer));
      let call: ts.Node = node.parent.parent;
      while (ts.isAsExpression(call) || ts.isSatisfiesExpression(call)) call = call.parent;
      if ((ts.isCallExpression(call) || ts.isNewExpression(call)) && ERROR_BODY_CALLS.has(calleeName(call) ?? '')) {
        if (ts.isArrayLiteralExpression(node.initializer)) found.push(...probesOf(node.initializer));
      }
    }
    // errors.name = ['…'], errors.projects = missing.map(…), const messages = ids.map(…)
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const target = node.left;
      if (
        ts.isPropertyAccessExpression(target) &&
        ts.isIdentifier(target.expression) &&
        target.expression.text === 'errors'
      ) {
        found.push(...probesOf(node.right));
      }
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'messages') {
      found.push(...probesOf(node.initializer));
    }
    if (ts.isReturnStatement(node) && errorFunction) found.push(...probesOf(node.expression));
    // const unknownPkError = (id) => `Invalid pk "${id}" …`
    if (name && errorFunction && ts.isArrowFunction(node) && !ts.isBlock(node.body)) found.push(...probesOf(node.body));
    ts.forEachChild(node, (child) => visit(child, errorFunction));
  };
  visit(source, false);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'test' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** `skip`: paths (relative to root, prefixes) whose texts never reach an API error answer. */
export function collectMessages(root: string, dirs: string[], skip: string[] = []): FoundMessage[] {
  return dirs.flatMap((dir) =>
    sourceFiles(join(root, dir)).flatMap((file) => {
      if (skip.some((prefix) => relative(root, file).startsWith(prefix))) return [];
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      return messagesIn(source).map((probe) => ({ where: relative(root, file), probe }));
    }),
  );
}
