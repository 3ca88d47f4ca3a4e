import { useState } from 'react';
import type { AccountView } from '../../contract/accounts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { accountApi } from './account-api';
import { Outcome, SECONDARY_BUTTON } from './ui';
import { useAction } from './use-action';

export const REMOVE_PASSKEY_MESSAGE =
  'This passkey will no longer sign in to this account. Devices already signed in stay signed in: sign one out below if the passkey was on a lost device. Remove it from your password manager too.';

/** Remove, after a confirmation; the server refuses the account's last passkey, so it is not offered. */
export function RemovePasskey({
  id,
  name,
  onRemoved,
}: {
  id: string;
  name: string;
  onRemoved: (account: AccountView) => void;
}) {
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  return (
    <div>
      <button
        type="button"
        disabled={action.busy}
        aria-label={`Remove ${name}`}
        className={SECONDARY_BUTTON}
        onClick={() => setConfirming(true)}
      >
        {action.busy ? 'Removing…' : 'Remove'}
      </button>
      <Outcome error={action.error} />
      <ConfirmDialog
        open={confirming}
        title={`Remove ${name}?`}
        message={REMOVE_PASSKEY_MESSAGE}
        confirmLabel="Remove passkey"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void action.run(async () => onRemoved(await accountApi.removePasskey(id)));
        }}
      />
    </div>
  );
}
