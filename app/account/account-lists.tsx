import type { AccountView } from '../../contract/accounts';
import { accountApi } from './account-api';
import { RemovePasskey } from './remove-passkey';
import { formatDate, Outcome, SECONDARY_BUTTON } from './ui';
import { useAction } from './use-action';

const LIST = 'divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800';

const TRANSPORTS: Record<string, string> = {
  internal: 'this device',
  hybrid: 'a phone nearby',
  usb: 'a security key (USB)',
  nfc: 'a security key (NFC)',
  ble: 'a security key (Bluetooth)',
};

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
        {passkeys.map((passkey, index) => (
          <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
            <div>
              <span className="font-medium text-slate-900 dark:text-slate-100">Passkey {index + 1}</span>
              {passkey.transports.length > 0 && <> on {passkey.transports.map((t) => TRANSPORTS[t] ?? t).join(', ')}</>}
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                Added {formatDate(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${formatDate(passkey.lastUsedAt)}` : ', not used to sign in yet'}
              </span>
            </div>
            {passkeys.length > 1 && (
              <RemovePasskey id={passkey.id} name={`Passkey ${index + 1}`} onRemoved={onRemoved} />
            )}
          </li>
        ))}
      </ul>
      {passkeys.length === 1 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The account's only passkey cannot be removed: add another one first.
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
  return (
    <ul className={LIST}>
      {ordered.map((device) => (
        <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
          <div>
            <span className="font-medium text-slate-900 dark:text-slate-100">{device.label || 'A browser'}</span>
            {device.current && (
              <span className="ml-2 rounded-full bg-indigo-100 px-2 py-0.5 text-sm font-semibold text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">
                This device
              </span>
            )}
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              Signed in {formatDate(device.createdAt)}, last seen {formatDate(device.lastSeenAt)}
            </span>
          </div>
          {!device.current && <SignOutDevice id={device.id} label={device.label} onChanged={onChanged} />}
        </li>
      ))}
    </ul>
  );
}

function SignOutDevice({ id, label, onChanged }: { id: string; label: string; onChanged: () => Promise<void> }) {
  const action = useAction();
  return (
    <div>
      <button
        type="button"
        disabled={action.busy}
        aria-label={`Sign out ${label || 'this browser'}`}
        className={SECONDARY_BUTTON}
        onClick={() =>
          void action.run(async () => {
            await accountApi.signOutDevice(id);
            await onChanged();
          })
        }
      >
        Sign out
      </button>
      <Outcome error={action.error} />
    </div>
  );
}
