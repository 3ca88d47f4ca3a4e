import { t } from '@lingui/core/macro';
import { useCallback, useState } from 'react';
import { signedOutBecause } from '../record/signed-in';
import { signedOutMessage } from './account-error';
import { AccountSettings } from './account-settings';
import { KeepProgress } from './keep-progress';
import { PageFrame } from './page-frame';
import { useSignedIn } from './use-signed-in';

/** /account: "Keep my progress" while signed out, the account's settings once signed in. */
export function AccountPage() {
  const signedIn = useSignedIn();
  // Opened after the sync heard that the account was deleted: it says so here too.
  const [notice, setNotice] = useState<string | null>(() =>
    signedOutBecause() ? signedOutMessage(signedOutBecause()) : null,
  );
  const [wasSignedIn, setWasSignedIn] = useState(signedIn !== null);
  const onSignedOut = useCallback((message: string) => setNotice(message), []);
  // Signed out by something else than this page (a 401 to the sync, another tab): say so.
  if (wasSignedIn !== (signedIn !== null)) {
    setWasSignedIn(signedIn !== null);
    if (!signedIn) setNotice((current) => current ?? signedOutMessage(signedOutBecause()));
    else setNotice(null);
  }
  return signedIn ? (
    <PageFrame
      title={t`Your account`}
      description={t`Your Quiz Dojo account: passkeys, signed-in devices and your data.`}
    >
      <AccountSettings onSignedOut={onSignedOut} />
    </PageFrame>
  ) : (
    <PageFrame
      title={t`Keep my progress`}
      description={t`Keep your Quiz Dojo progress with an account and a passkey, on all your devices.`}
    >
      <KeepProgress notice={notice} />
    </PageFrame>
  );
}
