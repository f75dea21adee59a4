import { useEffect, useState } from 'react';
import type { Run } from '../../contract/runs';
import { i18n } from '../lib/i18n';

/** "850 ms", "42 s", "3 min 5 s", "2 h 10 min" ("3 мин 5 с"); read when shown, in the console's language. */
function formatDuration(ms: number): string {
  if (ms < 1000) return i18n._('components.runDuration.ms', { ms: Math.max(0, Math.round(ms)) });
  const s = Math.floor(ms / 1000);
  if (s < 60) return i18n._('components.runDuration.s', { s });
  const m = Math.floor(s / 60);
  if (m < 60) return i18n._('components.runDuration.min', { min: m, s: s % 60 });
  return i18n._('components.runDuration.h', { h: Math.floor(m / 60), min: m % 60 });
}

/** From start to end, or to `now` while it runs; "—" before it starts. */
export function runDuration(run: Pick<Run, 'started_at' | 'finished_at'>, now: number): string {
  if (!run.started_at) return '—';
  const start = Date.parse(run.started_at);
  const end = run.finished_at ? Date.parse(run.finished_at) : now;
  if (Number.isNaN(start) || Number.isNaN(end)) return '—';
  return formatDuration(end - start);
}

/** The current time, ticking every second while `live` (a running run's duration grows between polls). */
export function useNow(live: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [live]);
  return now;
}
