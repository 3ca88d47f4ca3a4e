import { t } from '@lingui/core/macro';
import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import {
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LAUNCH_LOCALES,
  LOCALE_NAMES,
  type Locale,
  localePath,
} from '../../contract/locales';
import { OutlineIcon } from '../components/outline-icon';
import { activeLocale } from '../i18n/page-path';

const LINK_CLASS =
  'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The header's language switch, from `md` up: a disclosure (it opens before the header hydrates)
 * listing this page in every launch language. On a phone the menu lists them (`LanguageLinks`).
 */
export function LanguageSwitch() {
  const locale = activeLocale();
  return (
    <details className="relative hidden md:block" onKeyDown={closeOnEscape}>
      <summary
        aria-label={t`Language: ${LOCALE_NAMES[locale]}`}
        className="flex h-10 cursor-pointer list-none items-center gap-1 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden"
      >
        <OutlineIcon className="size-5">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </OutlineIcon>
        <span aria-hidden="true" lang={locale}>
          {locale}
        </span>
      </summary>
      <div className="absolute end-0 top-full z-50 mt-1 w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <LanguageLinks />
      </div>
    </details>
  );
}

/**
 * This page in every launch language, each name in its own language. A choice is remembered, so
 * the site's English addresses lead there next time (server/web/first-visit.ts); the page of another
 * language is a new document, loaded by the browser.
 */
export function LanguageLinks() {
  const { pathname, search, hash } = useLocation();
  const current = activeLocale();
  return (
    <ul aria-label={t`Language`}>
      {LAUNCH_LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={`${localePath(locale, pathname)}${search}${hash}`}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => remember(locale)}
            className={`${LINK_CLASS} ${locale === current ? 'font-semibold' : ''}`}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

// Escape closes the list and gives the focus back to its toggle, as the phone menu does.
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !event.currentTarget.open) return;
  event.currentTarget.open = false;
  event.currentTarget.querySelector('summary')?.focus();
}

function remember(locale: Locale) {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}
