import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';
import './styles.css';

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Metrics must not compete with the first screen, which may wait for a route chunk and its data,
// so the reporter is fetched once the router has loaded it and it has painted.
function afterFirstScreen(run: () => void) {
  const later = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (router.state.initialized) return later();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    later();
  });
}
afterFirstScreen(() => void import('./lib/report-web-vitals').then((module) => module.reportWebVitals()));
