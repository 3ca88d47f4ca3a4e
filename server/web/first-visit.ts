import { match } from '@formatjs/intl-localematcher';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LAUNCH_LOCALES,
  type Locale,
  localePath,
  SOURCE_LOCALE,
} from '../../contract/locales.js';

/**
 * Where a visit to an English address from outside the site goes (issue 35), or undefined to stay:
 * the language the learner chose last (the cookie the language switch and this redirect set), else,
 * on the first visit, the best of the browser's languages (`Accept-Language`, matched by
 * @formatjs/intl-localematcher: es-MX reads Spanish, zh-CN Simplified Chinese, zh-TW none). A
 * navigation within the site never moves, so choosing English in the switch sticks even where
 * cookies are refused.
 */
export function firstVisitLocale(request: FastifyRequest): Locale | undefined {
  if (request.headers['sec-fetch-site'] === 'same-origin') return undefined;
  const cookie = parseCookie(request.headers.cookie ?? '')[LANG_COOKIE];
  const chosen = LAUNCH_LOCALES.find((code) => code === cookie);
  if (chosen) return chosen === SOURCE_LOCALE ? undefined : chosen;
  const wanted = new Negotiator(request).languages().filter(isLanguageTag);
  const best = match(wanted, [...LAUNCH_LOCALES], SOURCE_LOCALE, { algorithm: 'best fit' });
  return best === SOURCE_LOCALE ? undefined : LAUNCH_LOCALES.find((code) => code === best);
}

/**
 * The same page in `locale`, remembered for next time. Never stored by a cache: another learner's
 * browser asks in another language.
 */
export function redirectToLocale(reply: FastifyReply, locale: Locale, url: string) {
  return reply
    .code(302)
    .header('location', localePath(locale, url))
    .header('cache-control', 'no-store')
    .header('vary', 'Accept-Language, Cookie')
    .header(
      'set-cookie',
      stringifySetCookie({ name: LANG_COOKIE, value: locale, path: '/', maxAge: LANG_COOKIE_MAX_AGE, sameSite: 'lax' }),
    )
    .send();
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
