import { i18n } from '@lingui/core';
import { TransNoContext, type TransProps } from '@lingui/react/server';

const lingui = { i18n, _: i18n._.bind(i18n) };

/**
 * What the `<Trans>` macro of @lingui/react/macro compiles to here (vite.config.ts): Lingui's own
 * component on the global i18n that the `t` macro reads too, so no provider wraps the app or its
 * tests (docs/decisions/0026).
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={lingui} />;
}
