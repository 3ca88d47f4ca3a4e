import type { Browser, BrowserContext, Page } from '@playwright/test';

export type Authenticator = { credentials: () => Promise<unknown[]>; add: (credential: unknown) => Promise<void> };
export type Device = { context: BrowserContext; page: Page; authenticator: Authenticator };

/**
 * A browser of its own (a context) with a platform authenticator that verifies its user, through
 * the DevTools protocol's WebAuthn domain. `credentials` and `add` copy a passkey from one device
 * to another, as a password manager syncs it.
 */
export async function deviceWithPasskeys(
  browser: Browser,
  options: { baseURL: string; userAgent?: string; serviceWorkers?: 'allow' | 'block' },
): Promise<Device> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const authenticator: Authenticator = {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    add: async (credential) => {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
    },
  };
  return { context, page, authenticator };
}
