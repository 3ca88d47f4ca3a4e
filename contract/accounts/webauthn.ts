import { z } from 'zod';
import { envelopeSchema } from '../quiz.js';

/**
 * The WebAuthn JSON that @simplewebauthn/browser and @simplewebauthn/server exchange, checked at
 * the edges for shape and size only: the library verifies what it means.
 */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');
const extensionResults = z.record(z.string(), z.unknown());
const attachment = z
  .enum(['platform', 'cross-platform'])
  .nullish()
  .transform((value) => value ?? undefined);

/** What navigator.credentials.create() gave, as startRegistration() returns it. */
export const registrationResponseSchema = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  // A browser may report null (attachment unknown), which the verifying library takes as absent.
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(8192),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});
/** What a client sends; the server reads it as z.output of the schema. */
export type RegistrationResponse = z.input<typeof registrationResponseSchema>;

/** What navigator.credentials.get() gave, as startAuthentication() returns it. */
export const authenticationResponseSchema = z.object({
  id: base64url(1400).min(1),
  rawId: base64url(1400).min(1),
  type: z.literal('public-key'),
  // A browser may report null (attachment unknown), which the verifying library takes as absent.
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});
export type AuthenticationResponse = z.input<typeof authenticationResponseSchema>;

export const registerRequestSchema = z.object({ response: registrationResponseSchema }).strict();
export const signInRequestSchema = z.object({ response: authenticationResponseSchema }).strict();
export const addPasskeyRequestSchema = registerRequestSchema;

/**
 * Options for startRegistration() / startAuthentication(), as the server generated them. Loose on
 * purpose: the browser library reads the fields, and a newer server may add some.
 */
export const creationOptionsSchema = z.looseObject({
  challenge: z.string().min(1),
  rp: z.looseObject({ name: z.string(), id: z.string().optional() }),
  user: z.looseObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.looseObject({ alg: z.number(), type: z.literal('public-key') })),
});
export const requestOptionsSchema = z.looseObject({
  challenge: z.string().min(1),
  rpId: z.string().optional(),
  userVerification: z.string().optional(),
});

export const creationOptionsResponseSchema = envelopeSchema(z.object({ options: creationOptionsSchema }));
export const requestOptionsResponseSchema = envelopeSchema(z.object({ options: requestOptionsSchema }));
