import { z } from 'zod';
import { envelopeSchema } from '../quiz.js';

/** A display name is optional and not unique: a label the learner chooses, nothing more. */
export const MAX_DISPLAY_NAME_LENGTH = 64;
export const displayNameSchema = z
  .string()
  .trim()
  .max(MAX_DISPLAY_NAME_LENGTH, `A display name has at most ${MAX_DISPLAY_NAME_LENGTH} characters`);

/**
 * Pairing codes: 12 characters of Crockford's base 32 (digits and capitals without I, L, O, U),
 * shown in three groups of four. The server accepts them in any case, with or without dashes and
 * spaces, and reads I and L as 1 and O as 0.
 */
export const PAIRING_CODE_LENGTH = 12;
export const PAIRING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const pairingCodeSchema = z
  .string()
  .max(40, 'A pairing code has 12 characters')
  .transform((value) => value.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0'))
  .refine((value) => value.length === PAIRING_CODE_LENGTH && [...value].every((c) => PAIRING_ALPHABET.includes(c)), {
    message: 'A pairing code has 12 letters and digits, such as 7KQ4-M2XD-9PHA; check it and try again',
  });

const time = z.iso.datetime();

export const passkeyViewSchema = z.object({
  /** The credential id (base64url). */
  id: z.string().min(1),
  createdAt: time,
  lastUsedAt: time.nullable(),
  /** How the browser said it can reach the authenticator (internal, hybrid, usb…). */
  transports: z.array(z.string()),
  /**
   * The device this answer was sent to made this passkey or signed in with it (its session did):
   * "internal" is then this device's own. A device signed in by a pairing code has none.
   */
  thisDevice: z.boolean(),
});
export type PasskeyView = z.infer<typeof passkeyViewSchema>;

export const deviceViewSchema = z.object({
  /** The session's public id (never its token). */
  id: z.string().min(1),
  /** Browser and system, from the user agent at sign-in, such as "Firefox on Linux". */
  label: z.string(),
  createdAt: time,
  lastSeenAt: time,
  expiresAt: time,
  /** The device this answer was sent to. */
  current: z.boolean(),
});
export type DeviceView = z.infer<typeof deviceViewSchema>;

export const accountViewSchema = z.object({
  id: z.string().min(1),
  displayName: z.string(),
  createdAt: time,
  passkeys: z.array(passkeyViewSchema),
  devices: z.array(deviceViewSchema),
});
export type AccountView = z.infer<typeof accountViewSchema>;

export const pairingCodeViewSchema = z.object({
  /** Shown grouped, such as 7KQ4-M2XD-9PHA. */
  code: z.string(),
  /** `${site}/account/pair#CODE`, for a QR code or a link. */
  link: z.string(),
  expiresAt: time,
});
export type PairingCodeView = z.infer<typeof pairingCodeViewSchema>;

export const registerOptionsRequestSchema = z.object({ displayName: displayNameSchema.optional() }).strict();
export type RegisterOptionsRequest = z.input<typeof registerOptionsRequestSchema>;
export const renameRequestSchema = z.object({ displayName: displayNameSchema }).strict();
export type RenameRequest = z.input<typeof renameRequestSchema>;
export const pairingRedeemRequestSchema = z.object({ code: pairingCodeSchema }).strict();
export type PairingRedeemRequest = z.input<typeof pairingRedeemRequestSchema>;

export const accountResponseSchema = envelopeSchema(accountViewSchema);
export const pairingCodeResponseSchema = envelopeSchema(pairingCodeViewSchema);
/** Sign out, sign out all, sign out a device, delete: data is null. */
export const emptyResponseSchema = envelopeSchema(z.null());
