import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useState } from 'react';
import type { AccountView } from '../../contract/accounts';
import { accountApi } from './account-api';
import { AccountActions } from './account-actions';
import { asAccountError, type AccountError } from './account-error';
import { DeviceList, PasskeyList } from './account-lists';
import { PairingPanel } from './pairing-panel';
import { RenameForm } from './rename-form';
import { rememberName } from './signed-in';
import { addPasskey } from './passkey';
import { Outcome, SECONDARY_BUTTON, Section } from './ui';
import { useAction } from './use-action';
import { formatLocale } from '../i18n/page-path';

/** "Signed in as Ada; account created 20 Nov 2026. …", the date as the page's language writes it. */
function signedInAs(account: AccountView) {
  const created = new Date(account.createdAt).toLocaleDateString(formatLocale());
  const name = account.displayName;
  return name
    ? t`Signed in as ${name}; account created ${created}. Your progress in this browser is kept in sync with it.`
    : t`Signed in; account created ${created}. Your progress in this browser is kept in sync with it.`;
}

/** Signed in: the account as the server has it, and everything a learner can do with it. */
export function AccountSettings({ onSignedOut }: { onSignedOut: (notice: string) => void }) {
  const [account, setAccount] = useState<AccountView | null>(null);
  const [loadError, setLoadError] = useState<AccountError | null>(null);
  const addKey = useAction();

  const apply = useCallback(
    (result: Promise<AccountView>) =>
      result.then(
        (view) => {
          setAccount(view);
          setLoadError(null);
          rememberName(view.displayName);
        },
        (error: unknown) => {
          const failure = asAccountError(error);
          if (failure.kind === 'signed-out') onSignedOut(failure.message);
          else setLoadError(failure);
        },
      ),
    [onSignedOut],
  );
  const reload = useCallback(() => apply(accountApi.account()), [apply]);
  useEffect(() => {
    void apply(accountApi.account());
  }, [apply]);

  if (!account) {
    return loadError ? (
      <div className="space-y-3">
        <Outcome error={loadError} />
        <button type="button" className={SECONDARY_BUTTON} onClick={() => void reload()}>
          {t`Try again`}
        </button>
      </div>
    ) : (
      <p role="status">{t`Loading your account…`}</p>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-slate-700 dark:text-slate-300">{signedInAs(account)}</p>
      {loadError && <Outcome error={loadError} />}
      <Section title={t`Name`}>
        <RenameForm account={account} onRenamed={setAccount} />
      </Section>
      <Section title={t`Passkeys`}>
        <PasskeyList passkeys={account.passkeys} onRemoved={setAccount} />
        <button
          type="button"
          disabled={addKey.busy}
          className={SECONDARY_BUTTON}
          onClick={() =>
            void addKey.run(
              async () => setAccount(await addPasskey()),
              () => t`Passkey added.`,
            )
          }
        >
          {addKey.busy ? t`Adding…` : t`Add a passkey`}
        </button>
        <Outcome error={addKey.error} done={addKey.done} />
      </Section>
      <Section title={t`Sign in on another device`}>
        <PairingPanel />
      </Section>
      <Section title={t`Signed-in devices`}>
        <DeviceList devices={account.devices} onChanged={reload} />
      </Section>
      <AccountActions onSignedOut={onSignedOut} />
    </div>
  );
}
