import { i18n } from './i18n';

/**
 * Dates, times, numbers and relative times through Intl in the console's language (the reader's time
 * zone). Formatters are costly to build, so each is kept per language and style.
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  make: (locale: string) => F,
): F {
  const key = `${i18n.locale}:${kind}`;
  let formatter = cache.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(i18n.locale || 'en');
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTime = () =>
  cached('datetime', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short' }));
const dateOnly = () => cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium' }));
const relative = () => cached('relative', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));

function parse(iso: string | null | undefined): Date | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "22 Nov 2026, 10:15" / "22 нояб. 2026 г., 10:15"; `fallback` for null or garbage. */
export function formatDateTime(iso: string | null | undefined, fallback = '—'): string {
  const date = parse(iso);
  return date ? dateTime().format(date) : fallback;
}

export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  const date = parse(iso);
  return date ? dateOnly().format(date) : fallback;
}

/**
 * A calendar day as the API writes one (`2026-12-28`: no time, no zone, e.g. an ignore's end day) in the
 * style of formatDate: "Dec 28, 2026" / "28 дек. 2026 г.". Read as UTC, so it is the same day wherever
 * the reader is; anything else falls back to formatDate.
 */
export function formatDay(day: string | null | undefined, fallback = '—'): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return formatDate(day, fallback);
  const date = parse(`${day}T00:00:00Z`);
  return date
    ? cached('day', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' })).format(date)
    : fallback;
}

/** "22 Nov" / "22 нояб.": short enough for a chart's axis. */
export function formatDayMonth(iso: string | null | undefined, fallback = '—'): string {
  const date = parse(iso);
  return date
    ? cached('daymonth', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short' })).format(date)
    : fallback;
}

/** A `YYYY-MM` month: "Nov 2026" / "нояб. 2026 г."; short enough for a chart's axis. */
export function formatMonth(month: string): string {
  // Mid-month at noon UTC: the month reads as itself in any time zone.
  const date = parse(`${month}-15T12:00:00.000Z`);
  return date
    ? cached('month', (l) => new Intl.DateTimeFormat(l, { month: 'short', year: 'numeric' })).format(date)
    : month;
}

/** "12,345" / "12 345". */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  const kind = options ? `number:${JSON.stringify(options)}` : 'number';
  return cached(kind, (l) => new Intl.NumberFormat(l, options)).format(value);
}

const BYTE_UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * "840 B", "2.1 MB" / "2,1 МБ": powers of 1024, as git and du count, named with Intl's units (it has no
 * kibibyte); one decimal below 10 of a unit, none above.
 */
export function formatBytes(bytes: number): string {
  // Intl's short "byte" reads "840 byte" in English: bytes are this folder's message.
  if (bytes < 1024) return i18n._('lib.bytes', { count: bytes });
  let unit = 0;
  let value = bytes / 1024;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  });
}

/** A commit as git shows it short: its first 7 hex digits. */
export const shortCommit = (commit: string): string => commit.slice(0, 7);

/** "45%" / "45 %" for a whole percentage. */
export const formatPercent = (percent: number): string => formatNumber(percent / 100, { style: 'percent' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago", "in 2 hours", "yesterday" / "3 минуты назад", "через 2 часа", "вчера". */
export function formatRelativeTime(iso: string | null | undefined, now: number = Date.now(), fallback = '—'): string {
  const date = parse(iso);
  if (!date) return fallback;
  const seconds = Math.round((date.getTime() - now) / 1000);
  const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
  return relative().format(Math.round(seconds / size), unit);
}

export const yesNo = (value: boolean) => (value ? i18n._('lib.yes') : i18n._('lib.no'));

/** "All projects", "1 project", "3 projects": what a policy or webhook applies to (none chosen = all). */
export function projectsText(projects: readonly number[]): string {
  if (projects.length === 0) return i18n._('lib.allProjects');
  return i18n._('lib.projectCount', { count: projects.length });
}
