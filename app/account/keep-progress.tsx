import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MAX_DISPLAY_NAME_LENGTH } from '../../contract/accounts';
import { PAIRING_PAGE } from '../../contract/accounts/routes';
import { createAccount, signInWithPasskey } from './passkey';
import { LINK, Outcome, PRIMARY_BUTTON, SECONDARY_BUTTON, Section } from './ui';
import { useAction } from './use-action';

/**
 * Signed out: create an account with a passkey, or sign in with one, or with a pairing code. On
 * success the sign-in marker is set, and the page shows the account.
 */
export function KeepProgress({ notice }: { notice?: string | null }) {
  const [name, setName] = useState('');
  const nameId = useId();
  const hintId = useId();
  const create = useAction();
  const signIn = useAction();
  const busy = create.busy || signIn.busy;

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    void create.run(() => createAccount(name));
  };

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-slate-700 dark:text-slate-300">
        {t`Your answers, review cards and streak live in this browser. An account keeps a copy on the server and shares it with your other devices. You need no password and no e-mail address: a passkey on this device (its screen lock, fingerprint or face) is the key. Without an account everything keeps working as it does.`}
      </p>
      {notice && (
        <p
          role="status"
          className="rounded-lg bg-slate-100 px-3 py-2 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {notice}
        </p>
      )}
      <Section title={t`Create an account`}>
        <form onSubmit={onCreate} className="space-y-3">
          <div>
            <label htmlFor={nameId} className="block font-medium text-slate-900 dark:text-slate-100">
              {t`Display name (optional)`}
            </label>
            <input
              id={nameId}
              aria-describedby={hintId}
              value={name}
              maxLength={MAX_DISPLAY_NAME_LENGTH}
              autoComplete="nickname"
              onChange={(event) => setName(event.currentTarget.value)}
              className="mt-1 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
            />
            <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t`Only for you, to recognise the account; it need not be unique.`}
            </p>
          </div>
          <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
            {create.busy ? t`Creating…` : t`Create an account with a passkey`}
          </button>
          <Outcome error={create.error} />
        </form>
      </Section>
      <Section title={t`Already have an account?`}>
        <p>{t`Sign in with a passkey of your account (one synced by your password manager, or a phone nearby).`}</p>
        <button
          type="button"
          disabled={busy}
          className={SECONDARY_BUTTON}
          onClick={() => void signIn.run(signInWithPasskey)}
        >
          {signIn.busy ? t`Signing in…` : t`Sign in with a passkey`}
        </button>
        <Outcome error={signIn.error} />
        <p>
          <Trans>
            No passkey on this device? Show a pairing code on a device that is signed in (Your account, Sign in on
            another device), then{' '}
            <Link to={PAIRING_PAGE} className={LINK}>
              enter the pairing code
            </Link>
            .
          </Trans>
        </p>
      </Section>
    </div>
  );
}
