import type { z } from 'zod';
import type { authenticationResponseSchema, registrationResponseSchema } from '../../contract/accounts/index.js';
import type { ChallengePurpose, ChallengeStore, PendingChallenge } from './challenge-store.js';
import { CHALLENGE_TTL_MS } from './challenge-store.js';
import type { RelyingParty } from './relying-party.js';

export const RP_NAME = 'Quiz Dojo';

/**
 * Loaded on the first ceremony, not at start-up: importing @simplewebauthn/server took 400 to 1,000 ms
 * on the busy 2-core machine, against 170 to 260 ms for Fastify itself, and most starts serve no ceremony.
 */
let library: Promise<typeof import('@simplewebauthn/server')> | undefined;
const webauthn = () => (library ??= import('@simplewebauthn/server'));

export class CeremonyError extends Error {}

/** A database error inside the library's call: a 500 for the error handler, never a message to the client. */
class StoreFailure extends Error {
  constructor(readonly failure: unknown) {
    super('challenge store failed');
  }
}

export const EXPIRED = 'This passkey request expired or was already used; start again';

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/**
 * The key types a new passkey may have (COSE: EdDSA, ES256, RS256), the same on every supported Node.
 * The library's default adds ML-DSA-44 where the runtime can verify it (Node 26, not 22): an
 * authenticator that takes it (Chromium's virtual one does) would make a passkey whose 2,420-byte
 * signatures a server on Node 22 cannot check, and which the sign-in schema's bound refused.
 */
export const SUPPORTED_ALGORITHMS = [-8, -7, -257];

/** Options for navigator.credentials.create(): a discoverable credential, user verification required. */
export async function registrationOptions(
  party: RelyingParty,
  account: { id: string; displayName: string },
  exclude: { id: string; transports: string[] }[] = [],
) {
  const { generateRegistrationOptions } = await webauthn();
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: party.id,
    userID: bytes(account.id),
    // Shown by the browser's passkey manager; an account without a name still needs one.
    userName: account.displayName || `${RP_NAME} learner`,
    userDisplayName: account.displayName,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    excludeCredentials: exclude,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    timeout: CHALLENGE_TTL_MS,
  });
}

export async function authenticationOptions(party: RelyingParty) {
  const { generateAuthenticationOptions } = await webauthn();
  return generateAuthenticationOptions({ rpID: party.id, userVerification: 'required', timeout: CHALLENGE_TTL_MS });
}

/** Takes the challenge the response signed, once; the ceremony it began with, or a CeremonyError. */
function challengeTaker(challenges: ChallengeStore, purpose: ChallengePurpose) {
  let pending: PendingChallenge | undefined;
  return {
    async check(challenge: string) {
      pending = await challenges.take(challenge, purpose).catch((error: unknown) => {
        throw new StoreFailure(error);
      });
      if (!pending) throw new CeremonyError(EXPIRED);
      return true;
    },
    get pending() {
      if (!pending) throw new CeremonyError(EXPIRED);
      return pending;
    },
  };
}

const refuse = (error: unknown): never => {
  if (error instanceof CeremonyError) throw error;
  if (error instanceof StoreFailure) throw error.failure;
  // The library's message names the check that failed (origin, RP id, user verification, challenge).
  const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown reason';
  throw new CeremonyError(`The passkey was not accepted: ${reason}`);
};

export async function verifyRegistration(
  party: RelyingParty,
  challenges: ChallengeStore,
  purpose: ChallengePurpose,
  response: z.output<typeof registrationResponseSchema>,
) {
  const taker = challengeTaker(challenges, purpose);
  const { verifyRegistrationResponse } = await webauthn();
  const result = await verifyRegistrationResponse({
    response,
    expectedChallenge: taker.check,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    requireUserVerification: true,
  }).catch(refuse);
  if (!result.verified) throw new CeremonyError('The passkey was not accepted: its attestation did not verify');
  const { credential } = result.registrationInfo;
  return {
    pending: taker.pending,
    passkey: {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? response.response.transports ?? [],
    },
  };
}

export type StoredPasskey = { id: string; publicKey: string; counter: number; transports: string[] };

export async function verifyAuthentication(
  party: RelyingParty,
  challenges: ChallengeStore,
  response: z.output<typeof authenticationResponseSchema>,
  passkey: StoredPasskey,
) {
  const taker = challengeTaker(challenges, 'sign-in');
  const { verifyAuthenticationResponse } = await webauthn();
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: taker.check,
    expectedOrigin: party.origin,
    expectedRPID: party.id,
    credential: {
      id: passkey.id,
      publicKey: bytes(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(refuse);
  if (!result.verified) throw new CeremonyError('The passkey was not accepted: its signature did not verify');
  return { newCounter: result.authenticationInfo.newCounter };
}
