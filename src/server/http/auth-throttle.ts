import ipaddr from 'ipaddr.js';

const WINDOW_MS = 60_000;
/** Far more clients than one process serves; past it the oldest window is dropped first. */
const MAX_TRACKED = 10_000;

type Window = { start: number; failures: number };

/**
 * One IPv6 client holds a whole /64 and can send from any address in it, so the /64 is the unit;
 * an IPv4 address is its own.
 */
function bucketOf(address: string): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const network = ipaddr.IPv6.parse(address).parts.slice(0, 4);
  return `${network.map((part) => part.toString(16)).join(':')}::/64`;
}

/**
 * CONTRACT §9: invalid tokens are counted per client address in a 60 s window that opens at the first
 * failure; once `limit` failures are in, the address is refused until the window ends. In memory, per
 * process. Windows are kept in the order they opened, so expired ones leave from the front and a spray
 * of addresses past `maxTracked` pushes out the oldest: the map cannot grow without bound.
 */
export class AuthThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    /** 0 turns the throttle off. */
    private readonly limit: number,
    private readonly maxTracked = MAX_TRACKED,
  ) {}

  /** Whole seconds until `address` may present a token again; 0 when it may now. */
  waitSeconds(address: string, now: number): number {
    if (this.limit === 0) return 0;
    const window = this.windows.get(bucketOf(address));
    if (!window || window.failures < this.limit || now - window.start >= WINDOW_MS) return 0;
    return Math.ceil((window.start + WINDOW_MS - now) / 1000);
  }

  recordFailure(address: string, now: number): void {
    if (this.limit === 0) return;
    this.dropExpired(now);
    const bucket = bucketOf(address);
    const window = this.windows.get(bucket);
    if (window && now - window.start < WINDOW_MS) {
      window.failures++;
      return;
    }
    this.windows.delete(bucket);
    const oldest = this.windows.keys().next();
    if (this.windows.size >= this.maxTracked && !oldest.done) this.windows.delete(oldest.value);
    this.windows.set(bucket, { start: now, failures: 1 });
  }

  /** How many windows are held (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private dropExpired(now: number): void {
    for (const [bucket, window] of this.windows) {
      if (now - window.start < WINDOW_MS) break;
      this.windows.delete(bucket);
    }
  }
}
