/**
 * What scripts/check-i18n.ts reads in the console's source: hard-coded text in JSX, and the message ids
 * the code names (`_('id')`, `i18n._('id')`, `msg('id')`, `<Trans id="id" />`).
 */
import ts from 'typescript';

export type Finding = { line: number; text: string };

/** Attributes a reader sees or hears; their string values must come from a catalog. */
export const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'description',
  'alt',
  'message',
  'error',
  'emptyMessage',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
  'closeButtonLabel',
]);

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\/\S*$/i;

/** The texts an expression can evaluate to, as far as they are written in place. */
function textsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [node.head.text + node.templateSpans.map((s) => ` ${s.literal.text}`).join('')];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
  ) {
    return textsOf(node.right);
  }
  return [];
}

const parse = (fileName: string, text: string) =>
  ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/**
 * Text written into JSX: text between tags (as Biome's noJsxLiterals sees it: anything but whitespace
 * and `allowed`), `{'…'}` children, and the string values of user-visible attributes (words, not URLs).
 */
export function hardCodedText(fileName: string, text: string, allowed: ReadonlySet<string>): Finding[] {
  const source = parse(fileName, text);
  const findings: Finding[] = [];
  const words = (value: string) => {
    const trimmed = value.replace(/\s+/g, ' ').trim();
    return /\p{L}/u.test(trimmed) && !allowed.has(trimmed) && !URL_LIKE.test(trimmed) ? trimmed : undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const trimmed = node.text.replace(/\s+/g, ' ').trim();
      if (trimmed && !allowed.has(trimmed)) findings.push({ line: lineOf(source, node), text: trimmed });
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const value of textsOf(node.expression)) {
        const shown = words(value);
        if (shown) findings.push({ line: lineOf(source, node), text: shown });
      }
    } else if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText(source))) {
      const init = node.initializer;
      const values = !init
        ? []
        : ts.isStringLiteral(init)
          ? [init.text]
          : ts.isJsxExpression(init)
            ? textsOf(init.expression)
            : [];
      for (const value of values) {
        const shown = words(value);
        if (shown) findings.push({ line: lineOf(source, node), text: `${node.name.getText(source)}="${shown}"` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

export type IdUse = { line: number; id?: string; dynamic?: string };

function idOf(argument: ts.Expression | undefined): Pick<IdUse, 'id' | 'dynamic'> | undefined {
  if (!argument) return undefined;
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return { id: argument.text };
  if (ts.isTemplateExpression(argument)) return { dynamic: argument.getText() };
  if (ts.isObjectLiteralExpression(argument)) {
    const id = argument.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'id');
    return id && ts.isPropertyAssignment(id) ? idOf(id.initializer) : undefined;
  }
  // A descriptor made elsewhere with msg('…'): checked where it was made.
  return undefined;
}

function isTranslateCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === '_' || callee.text === 'msg';
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.expression.getText() === 'i18n' &&
    ['_', 't'].includes(callee.name.text)
  );
}

/** The message ids the code names; a computed id (a template literal) cannot be checked and is reported. */
export function messageIdsUsed(fileName: string, text: string): IdUse[] {
  const source = parse(fileName, text);
  const uses: IdUse[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTranslateCall(node.expression)) {
      const use = idOf(node.arguments[0]);
      if (use) uses.push({ line: lineOf(source, node), ...use });
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(source) === 'Trans'
    ) {
      const id = node.attributes.properties.find((a) => ts.isJsxAttribute(a) && a.name.getText(source) === 'id');
      if (id && ts.isJsxAttribute(id) && id.initializer) {
        const init = id.initializer;
        const use = ts.isStringLiteral(init)
          ? { id: init.text }
          : ts.isJsxExpression(init)
            ? idOf(init.expression)
            : undefined;
        if (use) uses.push({ line: lineOf(source, node), ...use });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}
