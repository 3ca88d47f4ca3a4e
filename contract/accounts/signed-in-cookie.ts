/**
 * The cookie the server sets beside its HttpOnly session cookie, with the same lifetime, for the
 * page to read: it says only that this browser has a session, and when that ends (its value, in
 * epoch seconds; no secret). A request whose mark names another end than the session's gets both
 * cookies again, so an answer lost on its way cannot leave the browser to forget a live session
 * early (server/accounts/session.ts). Safari erases a site's localStorage, with the page's own
 * sign-in mark, after seven days without a visit, but not the cookies the server set; a page that
 * finds this one and no mark takes the browser as signed in again, and the sync brings the
 * account's progress back (docs/decisions/0015-accounts.md).
 * `__Host-` over https, as the session's; plain on http://localhost.
 */
export const SIGNED_IN_COOKIE = { secure: '__Host-quiz-dojo-account', plain: 'quiz-dojo-account' } as const;
