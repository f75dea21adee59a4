import type { WorkspaceFailure } from './types';

const DETAIL_MAX_CHARS = 300;

/**
 * The cause of a failed git run, read from its stderr (git runs with LC_ALL=C, so in English). Order
 * matters: ssh ends every failure with "Could not read from remote repository", whatever came first.
 */
const CAUSES: [RegExp, (host: string) => WorkspaceFailure][] = [
  [
    /Authentication failed|could not read (?:Username|Password)|returned error: 40[13]\b|Permission denied \((?:publickey|password|keyboard)|HTTP Basic: Access denied|Invalid username or password/i,
    () => ({ cause: 'authentication_failed' }),
  ],
  [
    /Could not resolve host|Name or service not known|Temporary failure in name resolution|No address associated with hostname/i,
    (host) => ({ cause: 'unresolvable_host', host }),
  ],
  [
    /Connection refused|Failed to connect|Couldn't connect to server|Connection timed out|Operation timed out|No route to host|Network is unreachable|Connection reset by peer/i,
    (host) => ({ cause: 'unreachable_host', host }),
  ],
  [
    /Repository not found|repository '[^']*' (?:not found|does not exist)|returned error: 404\b|does not appear to be a git repository|project you were looking for could not be found/i,
    () => ({ cause: 'repository_not_found' }),
  ],
];

/** What a git failure was, from the last 4 KiB of its stderr; `host` names the server in the cause. */
export function classifyGitFailure(stderrTail: string, host: string, secrets: string[]): WorkspaceFailure {
  for (const [pattern, failure] of CAUSES) if (pattern.test(stderrTail)) return failure(host);
  return { cause: 'git_failed', detail: lastMessage(stderrTail, secrets) };
}

/**
 * The line that says what went wrong: the last `fatal:` or `error:` one, else the last line at all
 * (progress lines are overwritten with `\r`, so every update counts as a line).
 */
function lastMessage(stderrTail: string, secrets: string[]): string {
  const lines = stderrTail
    .split(/[\r\n]+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const message = lines.findLast((line) => /^(?:fatal|error):/i.test(line)) ?? lines.at(-1) ?? 'git failed';
  const text = redact(message.replace(/^(?:fatal|error):\s*/i, ''), secrets);
  return text.length > DETAIL_MAX_CHARS ? `${text.slice(0, DETAIL_MAX_CHARS - 1)}…` : text;
}

/**
 * Removes what could be a credential from a text git or a server wrote: the given secrets, the user
 * part of any URL, and the value of an Authorization header.
 */
export function redact(text: string, secrets: string[]): string {
  let clean = text;
  for (const secret of secrets) if (secret) clean = clean.split(secret).join('***');
  return clean
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
    .replace(/(authorization:\s*)\S.*$/gim, '$1***');
}
