import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AccountView } from '../../contract/accounts';
import { formatLocale } from '../i18n/page-path';
import { Trans } from '@lingui/react/macro';
import { accountApi } from './account-api';
import { RemovePasskey } from './remove-passkey';
import { formatDate, Outcome, SECONDARY_BUTTON } from './ui';
import { useAction } from './use-action';

const LIST = 'divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800';

/**
 * Where the browser said the passkey lives. "internal" is the device that made it: this one only
 * when this device's session made it or signed in with it (`thisDevice`); a device signed in by a
 * pairing code holds none of them.
 */
const where = (transport: string, thisDevice: boolean) =>
  transport === 'internal'
    ? thisDevice
      ? t`this device`
      : t`the device that added it`
    : TRANSPORTS[transport]
      ? i18n._(TRANSPORTS[transport])
      : transport;

const TRANSPORTS: Record<string, ReturnType<typeof msg>> = {
  hybrid: msg`a phone nearby`,
  usb: msg`a security key (USB)`,
  nfc: msg`a security key (NFC)`,
  ble: msg`a security key (Bluetooth)`,
};

/** "this device, a phone nearby", joined as the page's language joins a list. */
const places = (transports: string[], thisDevice: boolean) =>
  new Intl.ListFormat(formatLocale(), { type: 'unit', style: 'long' }).format(
    transports.map((transport) => where(transport, thisDevice)),
  );

export function PasskeyList({
  passkeys,
  onRemoved,
}: {
  passkeys: AccountView['passkeys'];
  onRemoved: (account: AccountView) => void;
}) {
  return (
    <>
      <ul className={LIST}>
        {passkeys.map((passkey, index) => {
          const number = index + 1;
          const name = t`Passkey ${number}`;
          const added = formatDate(passkey.createdAt);
          const used = passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null;
          const on = places(passkey.transports, passkey.thisDevice);
          return (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
              <div>
                {passkey.transports.length > 0 ? (
                  <Trans>
                    <span className="font-medium text-slate-900 dark:text-slate-100">Passkey {number}</span> on {on}
                  </Trans>
                ) : (
                  <span className="font-medium text-slate-900 dark:text-slate-100">{name}</span>
                )}
                <span className="block text-sm text-slate-600 dark:text-slate-400">
                  {used ? t`Added ${added}, last used ${used}` : t`Added ${added}, not used to sign in yet`}
                </span>
              </div>
              {passkeys.length > 1 && <RemovePasskey id={passkey.id} name={name} onRemoved={onRemoved} />}
            </li>
          );
        })}
      </ul>
      {passkeys.length === 1 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t`The account's only passkey cannot be removed: add another one first.`}
        </p>
      )}
    </>
  );
}

/** This device first, marked; the others each with their own Sign out. */
export function DeviceList({
  devices,
  onChanged,
}: {
  devices: AccountView['devices'];
  onChanged: () => Promise<void>;
}) {
  const ordered = [...devices].sort((a, b) => Number(b.current) - Number(a.current));
  const names = deviceNames(ordered);
  return (
    <ul className={LIST}>
      {ordered.map((device, index) => (
        <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
          <div>
            <span className="font-medium text-slate-900 dark:text-slate-100">{names[index]}</span>
            {device.current && (
              <span className="ms-2 rounded-full bg-indigo-100 px-2 py-0.5 text-sm font-semibold text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">
                {t`This device`}
              </span>
            )}
            <span className="block text-sm text-slate-600 dark:text-slate-400">{signedInSeen(device)}</span>
          </div>
          {!device.current && <SignOutDevice id={device.id} name={names[index]!} onChanged={onChanged} />}
        </li>
      ))}
    </ul>
  );
}

function signedInSeen(device: { createdAt: string; lastSeenAt: string }) {
  const signedIn = formatDate(device.createdAt);
  const seen = formatDate(device.lastSeenAt);
  return t`Signed in ${signedIn}, last seen ${seen}`;
}

/**
 * Each device's name in the list, numbered where two share one ("Chrome on Windows (2)"), so that
 * each Sign out button says which device it signs out, to the eye and to a screen reader.
 */
export function deviceNames(devices: { label: string }[]): string[] {
  const label = (device: { label: string }) => device.label || t`A browser`;
  const total = new Map<string, number>();
  for (const device of devices) total.set(label(device), (total.get(label(device)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return devices.map((device) => {
    const name = label(device);
    const nth = (seen.get(name) ?? 0) + 1;
    seen.set(name, nth);
    return total.get(name)! > 1 ? `${name} (${nth})` : name;
  });
}

/** Signs another device out; this device's own button is in the Sign out section (./account-actions.tsx). */
function SignOutDevice({ id, name, onChanged }: { id: string; name: string; onChanged: () => Promise<void> }) {
  const action = useAction();
  return (
    <div>
      <button
        type="button"
        disabled={action.busy}
        className={SECONDARY_BUTTON}
        onClick={() =>
          void action.run(async () => {
            await accountApi.signOutDevice(id);
            await onChanged();
          })
        }
      >
        {t`Sign out ${name}`}
      </button>
      <Outcome error={action.error} />
    </div>
  );
}
