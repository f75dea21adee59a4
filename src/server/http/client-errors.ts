import type { Socket } from 'node:net';
import type { ServerResponse } from 'node:http';

/** CONTRACT §3's shape for the 408 the server answers itself; the OpenAPI document declares it on every operation. */
const REQUEST_TIMEOUT_DETAIL = 'Request timeout: the request was not received in time.';

const raw = (status: string, headers: string[] = [], body = '') =>
  Buffer.from([`HTTP/1.1 ${status}`, 'Connection: close', ...headers, '', body].join('\r\n'), 'utf8');

const timeoutBody = JSON.stringify({ detail: REQUEST_TIMEOUT_DETAIL });
const REQUEST_TIMEOUT = raw(
  '408 Request Timeout',
  ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(timeoutBody)}`, 'Cache-Control: no-store'],
  timeoutBody,
);
// What Node answers by itself to the other errors a client's bytes cause (no body).
const HEADERS_TOO_LARGE = raw('431 Request Header Fields Too Large');
const CHUNK_EXTENSIONS_TOO_LARGE = raw('413 Payload Too Large');
const BAD_REQUEST = raw('400 Bad Request');

/**
 * The server's `clientError`: Node's own answers, except that a request cut off by
 * ARGUS_HEADERS_TIMEOUT_SECONDS or ARGUS_REQUEST_TIMEOUT_SECONDS gets a `{"detail"}` body, as every
 * other error does. (A listener replaces Node's default handling entirely, hence the other cases.)
 * Nothing is written once a response to this socket has begun.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    switch (error.code) {
      case 'ERR_HTTP_REQUEST_TIMEOUT':
        socket.write(REQUEST_TIMEOUT);
        break;
      case 'HPE_HEADER_OVERFLOW':
        socket.write(HEADERS_TOO_LARGE);
        break;
      case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
        socket.write(CHUNK_EXTENSIONS_TOO_LARGE);
        break;
      default:
        socket.write(BAD_REQUEST);
    }
  }
  socket.destroy(error);
}
