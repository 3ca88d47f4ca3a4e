import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { saveFile } from '../lib/save-file';
import { accountApi } from './account-api';
import { clearSignedIn } from './signed-in';
import { DANGER_BUTTON, Outcome, SECONDARY_BUTTON, Section } from './ui';
import { useAction } from './use-action';

// Descriptors, made before a locale is active; `i18n._` says them in the page's language.
export const DELETE_MESSAGE = msg`This removes at once, from the server: the account, its passkeys, every signed-in device and all the progress synced to it. The progress in this browser stays as it is. Passkeys stay in your password manager until you remove them there.`;
export const DELETED_NOTICE = msg`Your account was deleted. The progress in this browser stays as it was.`;
export const SIGNED_OUT_NOTICE = msg`You are signed out. The progress in this browser stays as it was.`;

/** Download what the server holds, sign out, delete: each says what it did or what went wrong. */
export function AccountActions({ onSignedOut }: { onSignedOut: (notice: string) => void }) {
  const download = useAction();
  const signOut = useAction();
  const remove = useAction();
  const [confirming, setConfirming] = useState(false);

  const leave = (work: () => Promise<unknown>, notice: string) => async () => {
    await work();
    clearSignedIn();
    onSignedOut(notice);
  };

  return (
    <>
      <Section title={t`Your data`}>
        <p>{t`Download everything the server holds for this account, as a progress file you can import anywhere.`}</p>
        <button
          type="button"
          disabled={download.busy}
          className={SECONDARY_BUTTON}
          onClick={() => void download.run(save, (name) => t`Saved ${name}.`)}
        >
          {download.busy ? t`Preparing…` : t`Download my progress`}
        </button>
        <Outcome error={download.error} done={download.done} />
      </Section>
      <Section title={t`Sign out`}>
        <p>{t`Signing out stops syncing on this device; the progress in this browser stays as it is.`}</p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={signOut.busy}
            className={SECONDARY_BUTTON}
            onClick={() => void signOut.run(leave(accountApi.signOut, i18n._(SIGNED_OUT_NOTICE)))}
          >
            {t`Sign out this device`}
          </button>
          <button
            type="button"
            disabled={signOut.busy}
            className={SECONDARY_BUTTON}
            onClick={() => void signOut.run(leave(accountApi.signOutAll, i18n._(SIGNED_OUT_NOTICE)))}
          >
            {t`Sign out all devices`}
          </button>
        </div>
        <Outcome error={signOut.error} />
      </Section>
      <Section title={t`Delete the account`}>
        <p>{i18n._(DELETE_MESSAGE)}</p>
        <button type="button" disabled={remove.busy} className={DANGER_BUTTON} onClick={() => setConfirming(true)}>
          {remove.busy ? t`Deleting…` : t`Delete account…`}
        </button>
        <Outcome error={remove.error} />
      </Section>
      <ConfirmDialog
        open={confirming}
        title={t`Delete your account?`}
        message={i18n._(DELETE_MESSAGE)}
        confirmLabel={t`Delete account`}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void remove.run(leave(accountApi.deleteAccount, i18n._(DELETED_NOTICE)));
        }}
      />
    </>
  );
}

/** The file arrives through fetch (with the cookie, and errors as sentences), then saves as a download. */
async function save(): Promise<string> {
  const { blob, name } = await accountApi.exportFile();
  saveFile(blob, name);
  return name;
}
