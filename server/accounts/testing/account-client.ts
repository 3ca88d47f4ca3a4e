import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACCOUNT_ROUTES } from '../../../contract/accounts/index.js';
import type { SoftAuthenticator } from './soft-authenticator.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One browser for API tests: a cookie jar of one cookie, requests from the site's own pages
 * (Origin set) unless a test says otherwise, and the two requests of each WebAuthn ceremony.
 */
export function accountClient(app: FastifyInstance, origin = 'https://quiz.test', host = new URL(origin).host) {
  let cookie: string | undefined;

  async function request(method: Method, url: string, payload?: object, headers: Record<string, string> = {}) {
    const options: InjectOptions = {
      method,
      url,
      headers: { host, origin, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ...headers },
      ...(payload ? { payload } : {}),
    };
    if (cookie) options.headers!.cookie = cookie;
    const response = await app.inject(options);
    const set = response.headers['set-cookie'];
    if (set) {
      const pair = String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
      cookie = pair.endsWith('=') ? undefined : pair;
    }
    return response;
  }

  return {
    request,
    get cookie() {
      return cookie;
    },
    set cookie(value: string | undefined) {
      cookie = value;
    },
    async register(authenticator: SoftAuthenticator, displayName?: string) {
      const options = await request('POST', ACCOUNT_ROUTES.registerOptions, displayName ? { displayName } : {});
      return request('POST', ACCOUNT_ROUTES.register, {
        response: authenticator.create(options.json().data.options, origin),
      });
    },
    async signIn(authenticator: SoftAuthenticator) {
      const options = await request('POST', ACCOUNT_ROUTES.signInOptions, {});
      return request('POST', ACCOUNT_ROUTES.signIn, {
        response: authenticator.get(options.json().data.options, origin),
      });
    },
  };
}

export type AccountClient = ReturnType<typeof accountClient>;
