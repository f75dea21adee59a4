import { cached, compareDigits, compareText, isDigitCode } from './digits';

/**
 * Maven's version order (https://maven.apache.org/pom.html#Version_Order_Specification, the
 * `ComparableVersion` semantics of maven-artifact): a version is a list of items — numbers,
 * qualifiers, and sub-lists started by `-` or by a switch between digits and letters.
 */
type Item = { kind: 'number'; digits: string } | { kind: 'qualifier'; rank: string } | { kind: 'list'; items: Item[] };

const QUALIFIERS = ['alpha', 'beta', 'milestone', 'rc', 'snapshot', '', 'sp'];
const ALIASES: Record<string, string> = { ga: '', final: '', release: '', cr: 'rc' };
const RELEASE = String(QUALIFIERS.indexOf(''));

/**
 * The sortable rank of a qualifier: its place among the known ones, or after all of them and in
 * text order when unknown. `a`, `b` and `m` directly followed by a digit mean alpha, beta, milestone.
 */
function rankOf(value: string, followedByDigit: boolean): string {
  let name = value;
  if (followedByDigit && name.length === 1)
    name = name === 'a' ? 'alpha' : name === 'b' ? 'beta' : name === 'm' ? 'milestone' : name;
  name = ALIASES[name] ?? name;
  const index = QUALIFIERS.indexOf(name);
  return index >= 0 ? String(index) : `${QUALIFIERS.length}-${name}`;
}

const ZERO: Item = { kind: 'number', digits: '0' };

function itemOf(text: string, isDigit: boolean, followedByDigit = false): Item {
  if (isDigit) return { kind: 'number', digits: text.replace(/^0+(?=\d)/, '') };
  return { kind: 'qualifier', rank: rankOf(text, followedByDigit) };
}

function isNull(item: Item): boolean {
  if (item.kind === 'number') return item.digits === '0';
  if (item.kind === 'qualifier') return item.rank === RELEASE;
  return item.items.length === 0;
}

/** Drops trailing null items (0, "", ga, final, release, empty lists) up to the last sub-list. */
function normalize(list: Item[]): void {
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i]!;
    if (isNull(item)) list.splice(i, 1);
    else if (item.kind !== 'list') break;
  }
}

function parse(version: string): Item[] {
  const text = version.trim().toLowerCase();
  const root: Item[] = [];
  let list = root;
  const stack: Item[][] = [root];
  const open = (): void => {
    const items: Item[] = [];
    list.push({ kind: 'list', items });
    list = items;
    stack.push(items);
  };
  let isDigit = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 46 /* . */ || code === 45 /* - */) {
      list.push(i === start ? ZERO : itemOf(text.slice(start, i), isDigit));
      start = i + 1;
      if (code === 45) open();
    } else if (isDigitCode(code)) {
      if (!isDigit && i > start) {
        list.push(itemOf(text.slice(start, i), false, true));
        start = i;
        open();
      }
      isDigit = true;
    } else {
      if (isDigit && i > start) {
        list.push(itemOf(text.slice(start, i), true));
        start = i;
        open();
      }
      isDigit = false;
    }
  }
  if (text.length > start) list.push(itemOf(text.slice(start), isDigit));
  for (let i = stack.length - 1; i >= 0; i--) normalize(stack[i]!);
  return root;
}

/** How an item compares with a missing one (the end of a shorter list). */
function compareWithNothing(item: Item): number {
  if (item.kind === 'number') return isNull(item) ? 0 : 1;
  if (item.kind === 'qualifier') return compareText(item.rank, RELEASE);
  return item.items.length === 0 ? 0 : compareWithNothing(item.items[0]!);
}

function compareItems(a: Item | undefined, b: Item | undefined): number {
  if (a === undefined) return b === undefined ? 0 : -compareWithNothing(b);
  if (b === undefined) return compareWithNothing(a);
  if (a.kind === 'number') return b.kind === 'number' ? compareDigits(a.digits, b.digits) : 1;
  if (a.kind === 'qualifier') return b.kind === 'qualifier' ? compareText(a.rank, b.rank) : -1;
  if (b.kind === 'number') return -1;
  if (b.kind === 'qualifier') return 1;
  return compareLists(a.items, b.items);
}

function compareLists(a: Item[], b: Item[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = compareItems(a[i], b[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

const parsed = cached(parse);

/**
 * Maven's order: numbers numerically; qualifiers `alpha < beta < milestone < rc = cr < snapshot <
 * "" = ga = final = release < sp`, unknown qualifiers after them in text order (case-insensitive);
 * a number is greater than a qualifier or a sub-list; trailing nulls trimmed (1.0 = 1 = 1-ga). Any
 * string is read, so there is no parse failure.
 */
export const compareMaven = (a: string, b: string): number => compareLists(parsed(a), parsed(b));
