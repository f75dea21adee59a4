const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** "22 Nov 2026, 10:15" in the reader's locale and time zone; `fallback` for null or garbage. */
export function formatDateTime(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateTime.format(date);
}

export function formatDate(iso: string | null | undefined, fallback = '—'): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? fallback : dateOnly.format(date);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "All projects", "1 project", "3 projects": what a policy or webhook applies to (none chosen = all). */
export function projectsText(projects: readonly number[]): string {
  if (projects.length === 0) return 'All projects';
  return projects.length === 1 ? '1 project' : `${projects.length} projects`;
}
