import { useMatch } from 'react-router';
import { AccountPage } from '../account/account-page';
import { PairPage } from '../account/pair-page';

/** /account and /account/pair share one chunk: whoever opens one is likely to need the other. */
export function Component() {
  return useMatch('/account/pair') ? <PairPage /> : <AccountPage />;
}
