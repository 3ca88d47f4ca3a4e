import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../shell/app-shell';

export function Layout() {
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

/** Opening a data route directly has no previous screen to keep, so the shell shows meanwhile. */
export function HydrateFallback() {
  return <AppShell loading />;
}
