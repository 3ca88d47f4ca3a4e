import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { useDocumentHead } from '../hooks/use-document-head';
import { OfflineNotice } from './ui';
import { useOnline } from '../hooks/use-online';

/** The account screens' heading, head and offline notice. */
export function PageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentHead(t`${title} – Quiz Dojo`, description);
  const online = useOnline();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">{title}</h1>
      <OfflineNotice online={online} />
      {children}
    </div>
  );
}
