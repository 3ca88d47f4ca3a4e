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

// Metrics must not compete with the first paint, so the reporter is fetched after it.
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./lib/report-web-vitals').then((module) => module.reportWebVitals());
  }, 0);
});
