/**
 * The account routes (issue 23; docs/decisions/0015-accounts.md). All answer the usual envelope
 * `{ status, message, data }`; every POST and DELETE is refused (403) unless it comes from the site's
 * own origin, and every route but the ceremonies and pairing redeem needs the session cookie (401).
 */
export const ACCOUNT_ROUTES = {
  /**
   * GET: the signed-in account (AccountView). PATCH { displayName }: rename it. DELETE: delete the
   * account and everything the server holds for it.
   */
  account: '/api/account',
  /** POST { displayName? }: options for navigator.credentials.create(), to create an account. */
  registerOptions: '/api/account/register/options',
  /** POST { response }: creates the account with its first passkey and signs this device in. */
  register: '/api/account/register',
  /** POST {}: options for navigator.credentials.get(), usernameless (discoverable credentials). */
  signInOptions: '/api/account/sign-in/options',
  /** POST { response }: signs this device in. */
  signIn: '/api/account/sign-in',
  /** POST {} (signed in): options to add another passkey to the account. */
  passkeyOptions: '/api/account/passkeys/options',
  /** POST { response } (signed in): adds the passkey. */
  passkeys: '/api/account/passkeys',
  /** DELETE (signed in): removes one of the account's passkeys, never its last; `:id` is a PasskeyView id. */
  passkey: '/api/account/passkeys/:id',
  /** POST (signed in): signs this device out and clears its cookie. */
  signOut: '/api/account/sign-out',
  /** POST (signed in): signs every device out, this one included. */
  signOutAll: '/api/account/sign-out-all',
  /** DELETE (signed in): signs one device out; `:id` is a DeviceView id. */
  device: '/api/account/devices/:id',
  /** POST (signed in): a pairing code for a second device (PairingCode). */
  pairing: '/api/account/pairing',
  /** POST { code }: redeems a pairing code; signs this device in. */
  pairingRedeem: '/api/account/pairing/redeem',
} as const;

/** The page a pairing link opens; the code travels in the fragment, so it never reaches a server log. */
export const PAIRING_PAGE = '/account/pair';

/** The pairing link for a code: `${site}/account/pair#${code}`. */
export function pairingLink(siteOrigin: string, code: string): string {
  return `${siteOrigin}${PAIRING_PAGE}#${code}`;
}
