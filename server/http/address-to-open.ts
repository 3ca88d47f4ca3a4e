import net from 'node:net';

/**
 * The URL a person should open for a server listening on `host`: a wildcard address (all
 * interfaces) is not one a browser can open, so it reads as localhost; an IPv6 address is bracketed.
 */
export function addressToOpen(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  const wildcard = bare === '0.0.0.0' || (net.isIPv6(bare) && /^[0:]+$/.test(bare));
  const name = wildcard ? 'localhost' : net.isIPv6(bare) ? `[${bare}]` : bare;
  return `http://${name}:${port}`;
}

/**
 * The one plain line printed once the server listens. Under `npm run dev` this server is only the
 * API behind Vite's dev server, whose own address (which Vite prints) is the one to open.
 */
export function startLine(host: string, port: number, behindVite: boolean): string {
  const url = addressToOpen(host, port);
  return behindVite
    ? `Quiz Dojo's API is running at ${url}; open the app at the Local address Vite prints`
    : `Quiz Dojo is running at ${url}`;
}
