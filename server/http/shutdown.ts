import net from 'node:net';
import type { Server } from 'node:http';

/** Connections idle this long into the shutdown are closed, and so on at this interval; a busy one leaves after its answer. */
const IDLE_GRACE_MS = 1_000;

/**
 * Stops serving without dropping a request. http.Server#close closes idle keep-alive connections
 * at once, and a request already on its way on one of them is lost (ECONNRESET at the client:
 * one per connection under load). Instead the server stops accepting connections, answers every
 * request still arriving with Connection: close, so each client leaves after its answer, and only
 * closes the connections still idle after a grace period. Resolves once every connection is gone.
 */
export function drainConnections(server: Server): Promise<void> {
  server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
  const drained = new Promise<void>((resolve) => {
    // net.Server's own close: stop listening, call back once the last connection has ended.
    net.Server.prototype.close.call(server, () => resolve());
  });
  const timer = setInterval(() => server.closeIdleConnections(), IDLE_GRACE_MS);
  return drained.finally(() => clearInterval(timer));
}
