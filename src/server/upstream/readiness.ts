/** A check of CONTRACT §10; `reason` is a fixed phrase with the host, never an error's own text. */
export type UpstreamCheck = { status: 'ok' } | { status: 'failing'; reason: string };

/**
 * Console-only mode is ready when the installation it forwards to answers: any answer below 500 to
 * `GET <upstream>/api/` without a token (an installation answers 401 or 404 there without touching its
 * database), within `timeoutMs`. A 5xx is the installation, or a proxy in front of it, saying it
 * cannot serve; no answer in time or no connection is the installation unreachable.
 */
export async function checkUpstream(upstreamUrl: string, timeoutMs: number): Promise<UpstreamCheck> {
  const base = new URL(upstreamUrl);
  const target = new URL(`${base.pathname.replace(/\/$/, '')}/api/`, base.origin);
  try {
    const res = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    if (res.status >= 500) return { status: 'failing', reason: `${base.host} answered ${res.status}` };
    return { status: 'ok' };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      return { status: 'failing', reason: `${base.host} did not answer within ${timeoutMs / 1000} s` };
    }
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    const why = typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : '';
    return { status: 'failing', reason: `${base.host} could not be reached${why}` };
  }
}
