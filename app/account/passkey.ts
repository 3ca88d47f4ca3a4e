import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { AuthenticationResponse, RegistrationResponse } from '../../contract/accounts';
import { accountApi, type AccountView } from './account-api';
import { AccountError } from './account-error';
import { clearWorkerBatch } from '../record/signed-in';
import { markSignedIn } from './signed-in';

// Descriptors, made before a locale is active; `i18n._` says them in the page's language.
export const UNSUPPORTED_MESSAGE = msg`This browser cannot use passkeys. Use a recent browser (Chrome, Edge, Firefox or Safari), or sign in with a pairing code from a device that is signed in.`;
export const CANCELLED_MESSAGE = msg`The passkey request was cancelled or timed out, so nothing changed. Try again when you are ready.`;
export const ALREADY_REGISTERED_MESSAGE = msg`This device already holds a passkey for this account, so there is nothing to add. Add one from another device or password manager.`;
export const WRONG_SITE_MESSAGE = msg`Passkeys work only at the site's own https address (or on localhost). Open the site by its usual address and try again.`;

/** "Keep my progress": a new account with a passkey, and this device signed in. */
export async function createAccount(displayName: string): Promise<AccountView> {
  supported();
  await clearWorkerBatch();
  const { options } = await accountApi.registerOptions(displayName.trim());
  const response = await ceremony(() =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );
  return signedIn(await accountApi.register(response as RegistrationResponse));
}

/** Usernameless: the browser offers the passkeys it holds for this site. */
export async function signInWithPasskey(): Promise<AccountView> {
  supported();
  await clearWorkerBatch();
  const { options } = await accountApi.signInOptions();
  const response = await ceremony(() =>
    startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON }),
  );
  return signedIn(await accountApi.signIn(response as AuthenticationResponse));
}

export async function addPasskey(): Promise<AccountView> {
  supported();
  const { options } = await accountApi.passkeyOptions();
  const response = await ceremony(() =>
    startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON }),
  );
  return accountApi.addPasskey(response as RegistrationResponse);
}

export async function signInWithCode(code: string): Promise<AccountView> {
  await clearWorkerBatch();
  return signedIn(await accountApi.redeemPairing(code));
}

function signedIn(account: AccountView): AccountView {
  markSignedIn(account);
  return account;
}

function supported() {
  if (!browserSupportsWebAuthn()) throw new AccountError('unsupported', i18n._(UNSUPPORTED_MESSAGE));
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw passkeyError(error);
  }
}

/** The browser's refusal in plain words: NotAllowedError covers both "cancelled" and "timed out". */
export function passkeyError(error: unknown): AccountError {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return new AccountError('cancelled', i18n._(CANCELLED_MESSAGE));
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new AccountError('refused', i18n._(ALREADY_REGISTERED_MESSAGE));
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return new AccountError('refused', i18n._(WRONG_SITE_MESSAGE));
  }
  if (name === 'NotSupportedError' || code === 'ERROR_AUTHENTICATOR_NO_SUPPORTED_PUBKEYCREDPARAMS_ALG') {
    return new AccountError('unsupported', i18n._(UNSUPPORTED_MESSAGE));
  }
  const detail = error instanceof Error ? error.message : '';
  return new AccountError(
    'refused',
    detail
      ? t`The passkey could not be used: ${detail}. Try again, or use a pairing code.`
      : t`The passkey could not be used. Try again, or use a pairing code.`,
  );
}
