import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import type { AccountView } from '../../contract/accounts';
import { ConfirmDialog } from '../components/confirm-dialog';
import { accountApi } from './account-api';
import { Outcome, SECONDARY_BUTTON } from './ui';
import { useAction } from './use-action';

// A descriptor, made before a locale is active; `i18n._` says it in the page's language.
export const REMOVE_PASSKEY_MESSAGE = msg`This passkey will no longer sign in to this account. Devices already signed in stay signed in: sign one out below if the passkey was on a lost device. Remove it from your password manager too.`;

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
        aria-label={t`Remove ${name}`}
        className={SECONDARY_BUTTON}
        onClick={() => setConfirming(true)}
      >
        {action.busy ? t`Removing…` : t`Remove`}
      </button>
      <Outcome error={action.error} />
      <ConfirmDialog
        open={confirming}
        title={t`Remove ${name}?`}
        message={i18n._(REMOVE_PASSKEY_MESSAGE)}
        confirmLabel={t`Remove passkey`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void action.run(async () => onRemoved(await accountApi.removePasskey(id)));
        }}
      />
    </div>
  );
}
