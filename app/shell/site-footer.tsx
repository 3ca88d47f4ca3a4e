import { Trans } from '@lingui/react/macro';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license';

const link =
  'whitespace-nowrap rounded-sm font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-200';

/** Who may reuse what: the questions and the code have different licences (README, "Licence"). */
export function SiteFooter() {
  const { attribution, name: contentLicense } = CONTENT_LICENSE;
  const codeLicense = CODE_LICENSE.name;
  return (
    <footer className="border-t border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
      <p className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
        <Trans>
          Questions by {attribution}, licensed{' '}
          <a className={link} href={CONTENT_LICENSE.url} rel="license noopener">
            {contentLicense}
          </a>
          ; code under the{' '}
          <a className={link} href={CODE_LICENSE.url} rel="license noopener">
            {codeLicense} License
          </a>
          . Topic logos from Simple Icons (CC0); brand names and logos are their owners&apos; trademarks.
        </Trans>
      </p>
    </footer>
  );
}
