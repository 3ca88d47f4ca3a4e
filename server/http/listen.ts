/** A port that cannot be listened on, with what to change; printed without a stack trace. */
export class ListenError extends Error {}

/** The variables that choose where a server listens, and an example port for the messages. */
export type Listener = { name: string; port: string; host: string; example: number };
export const SITE_PORT: Listener = { name: 'port', port: 'PORT', host: 'HOST', example: 3000 };
export const METRICS_PORT: Listener = {
  name: 'METRICS_PORT',
  port: 'METRICS_PORT',
  host: 'METRICS_HOST',
  example: 9464,
};

/** Listens, or throws a ListenError naming the variables to change. */
export async function listen(
  server: { listen: (options: { port: number; host: string }) => Promise<unknown> },
  port: number,
  host: string,
  listener: Listener,
) {
  await server.listen({ port, host }).catch((error: NodeJS.ErrnoException) => {
    const problem = LISTEN_PROBLEMS[error.code ?? '']?.(listener);
    if (!problem) throw error;
    throw new ListenError(`Cannot listen on ${listener.name} ${port} (${listener.host} ${host}): ${problem}`);
  });
}

const LISTEN_PROBLEMS: Record<string, (listener: Listener) => string> = {
  EADDRINUSE: ({ port, example }) =>
    `another program is using it. Stop that program, or choose another port, for example ${port}=${example + 1} npm start`,
  EACCES: ({ port, example }) =>
    `this user may not use ports below 1024. Choose another port, for example ${port}=${example} npm start`,
  EADDRNOTAVAIL: ({ host }) =>
    `this machine has no such address. Set ${host} to one of its addresses, or 0.0.0.0 for all`,
};
