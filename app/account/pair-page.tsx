import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signInWithCode } from './passkey';
import { PageFrame } from './page-frame';
import { LINK, Outcome, PRIMARY_BUTTON } from './ui';
import { useAction } from './use-action';
import { useSignedIn } from './use-signed-in';

/**
 * /account/pair: sign in with a code shown on a signed-in device. The link of the QR code carries
 * the code in its fragment (never sent to a server). Opening it only fills the code in: the learner
 * confirms first, since another site could send them a link to its own account (login CSRF), and the
 * server says nothing about a code before it is redeemed, so guessers learn nothing either.
 */
export function PairPage() {
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const inputId = useId();
  const hintId = useId();
  const action = useAction();
  const fromLink = useRef(false);
  const [linked, setLinked] = useState(false);

  const redeem = (value: string) =>
    void action.run(async () => {
      await signInWithCode(value);
      await navigate('/account');
    });

  useEffect(() => {
    const fragment = decodeURIComponent(window.location.hash.slice(1));
    if (!fragment || fromLink.current) return;
    fromLink.current = true;
    // A code works once: a reload must not send it again.
    history.replaceState(history.state, '', window.location.pathname);
    setCode(fragment);
    setLinked(true);
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    redeem(code);
  };

  return (
    <PageFrame
      title={t`Sign in with a pairing code`}
      description={t`Sign in to your Quiz Dojo account with a code from a signed-in device.`}
    >
      {signedIn ? (
        <p>
          {t`This device is already signed in.`}{' '}
          <Link to="/account" className={LINK}>
            {t`Go to your account`}
          </Link>
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-3">
          {linked && (
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              {t`Sign this browser in to the account that made this code? The progress in this browser will be added to it. Continue only if you made the code yourself, on your own signed-in device.`}
            </p>
          )}
          <label htmlFor={inputId} className="block font-medium text-slate-900 dark:text-slate-100">
            {t`Pairing code`}
          </label>
          <input
            id={inputId}
            aria-describedby={hintId}
            value={code}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setCode(event.currentTarget.value)}
            className="w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 font-mono text-xl tracking-wider text-slate-900 uppercase dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100"
          />
          <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
            {t`On a signed-in device, open Your account and choose Show a pairing code. The code has 12 letters and digits, such as 7KQ4-M2XD-9PHA.`}
          </p>
          <button type="submit" disabled={action.busy || code.trim() === ''} className={PRIMARY_BUTTON}>
            {action.busy ? t`Signing in…` : linked ? t`Sign in to that account` : t`Sign in`}
          </button>
          <Outcome error={action.error} />
          <p>
            <Link to="/account" className={LINK}>
              {t`Back to Keep my progress`}
            </Link>
          </p>
        </form>
      )}
    </PageFrame>
  );
}
