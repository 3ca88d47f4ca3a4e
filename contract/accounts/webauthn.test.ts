import { describe, expect, it } from 'vitest';
import { pairingCodeSchema } from './account.js';
import { authenticationResponseSchema } from './webauthn.js';

const assertion = {
  id: 'AbC_-1',
  rawId: 'AbC_-1',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
};

describe('the WebAuthn request schemas', () => {
  it('take a null authenticatorAttachment (some browsers send it) as absent', () => {
    const parsed = authenticationResponseSchema.parse({ ...assertion, authenticatorAttachment: null });
    expect(parsed.authenticatorAttachment).toBeUndefined();
    expect(authenticationResponseSchema.parse({ ...assertion, authenticatorAttachment: 'platform' })).toMatchObject({
      authenticatorAttachment: 'platform',
    });
  });

  it('refuse what is not base64url, or too long', () => {
    expect(authenticationResponseSchema.safeParse({ ...assertion, id: 'a+b/' }).success).toBe(false);
    const long = { ...assertion, response: { ...assertion.response, signature: 'A'.repeat(2049) } };
    expect(authenticationResponseSchema.safeParse(long).success).toBe(false);
  });
});

describe('pairing codes', () => {
  it('are read in any case, with dashes or spaces, I and L as 1, O as 0', () => {
    expect(pairingCodeSchema.parse('7kq4-m2xd-9pha')).toBe('7KQ4M2XD9PHA');
    expect(pairingCodeSchema.parse(' 7KQ4 M2XD 9PHA ')).toBe('7KQ4M2XD9PHA');
    expect(pairingCodeSchema.parse('IL0O-0000-0000')).toBe('110000000000');
    expect(pairingCodeSchema.safeParse('7KQ4-M2XD-9PH').success).toBe(false);
    expect(pairingCodeSchema.safeParse('7KQ4-M2XD-9PHU').success).toBe(false);
  });
});
