import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import type { PairingCodeView } from '../../contract/accounts';
import { accountApi } from './account-api';
import { Outcome, PRIMARY_BUTTON } from './ui';
import { useAction } from './use-action';

type QrComponent = ComponentType<{ text: string; label: string }>;

/**
 * A short-lived code, and a QR code of its link, for a device without a passkey. The QR library
 * loads only when a code is shown.
 */
export function PairingPanel() {
  const [pairing, setPairing] = useState<PairingCodeView | null>(null);
  const [Qr, setQr] = useState<QrComponent | null>(null);
  const action = useAction();
  const remaining = useSecondsLeft(pairing?.expiresAt);
  const expired = pairing !== null && remaining <= 0;
  const { code, link } = pairing ?? { code: '', link: '' };
  const left = formatLeft(remaining);

  const show = () =>
    void action.run(async () => {
      const [code, module] = await Promise.all([accountApi.pairing(), Qr ? null : import('./qr-code')]);
      if (module) setQr(() => module.QrCode);
      setPairing(code);
    });

  return (
    <>
      <p>
        {t`On a device without your passkey, open Keep my progress and enter the code, or scan the QR code. The code works once, for a few minutes.`}
      </p>
      {pairing && !expired && (
        <div className="flex flex-wrap items-center gap-6">
          {Qr && <Qr text={pairing.link} label={t`QR code of the pairing link for code ${code}`} />}
          <div>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t`Pairing code`}</p>
            <p
              className="font-mono text-3xl font-bold tracking-wider text-slate-900 dark:text-slate-50"
              data-testid="pairing-code"
            >
              {pairing.code}
            </p>
            <p className="mt-2 text-sm">
              <Trans>
                Expires in {left}. Link: <span className="break-all font-mono">{link}</span>
              </Trans>
            </p>
          </div>
        </div>
      )}
      {expired && <p role="status">{t`That code has expired. Show a new one when the other device is ready.`}</p>}
      <button type="button" disabled={action.busy} className={PRIMARY_BUTTON} onClick={show}>
        {pairing ? t`Show a new code` : t`Show a pairing code`}
      </button>
      <Outcome error={action.error} />
    </>
  );
}

function useSecondsLeft(expiresAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000)) : 0;
}

function formatLeft(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
