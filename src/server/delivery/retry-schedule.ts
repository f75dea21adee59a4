/**
 * CONTRACT §6.4–6.5 as a pure function: after a failed request, when is the next retry, or is the
 * webhook disabled. Retry points are counted from the streak's start, not from the last attempt.
 */
export type Streak = { failingSince: Date; retryPoint: number };

export type AfterFailure =
  | { disable: false; streak: Streak; nextRetryAt: Date; disablesAt: Date }
  | { disable: true; streak: Streak };

/** When the request at the schedule's last point goes out: if it fails, the webhook is disabled. */
const disablePoint = (failingSince: Date, scheduleMs: number[]) =>
  new Date(failingSince.getTime() + scheduleMs.at(-1)!);

/**
 * `current` is the streak the failed request belonged to (undefined when it started one). The
 * request at point i failed, so the next is point i + 1; failing at the last point disables.
 */
export function afterFailure(current: Streak | undefined, failedAt: Date, scheduleMs: number[]): AfterFailure {
  if (!current) {
    return {
      disable: false,
      streak: { failingSince: failedAt, retryPoint: 0 },
      nextRetryAt: new Date(failedAt.getTime() + scheduleMs[0]!),
      disablesAt: disablePoint(failedAt, scheduleMs),
    };
  }
  const next = current.retryPoint + 1;
  if (next >= scheduleMs.length) return { disable: true, streak: current };
  return {
    disable: false,
    streak: { failingSince: current.failingSince, retryPoint: next },
    nextRetryAt: new Date(current.failingSince.getTime() + scheduleMs[next]!),
    disablesAt: disablePoint(current.failingSince, scheduleMs),
  };
}
