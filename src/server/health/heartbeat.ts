/**
 * When the delivery task last finished a tick without an error. Readiness (CONTRACT §10) wants a tick
 * within the last three intervals; until the first one, the start counts, since the first tick comes one
 * interval after it.
 */
export class Heartbeat {
  private lastAt: Date | undefined;

  constructor(private readonly since: Date) {}

  beat(at: Date): void {
    this.lastAt = at;
  }

  last(): Date {
    return this.lastAt ?? this.since;
  }
}
