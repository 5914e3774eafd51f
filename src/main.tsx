/**
 * Entry point: a data router with one catch-all route (DESIGN §2: createBrowserRouter + RouterProvider, so
 * react-admin and useBlocker work with clean paths) whose errorElement is the generic error screen (spec §2).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { App } from './App';
import { RouteErrorScreen } from './layout/ErrorScreen';
import { registerNavigate } from './routing/appNavigation';

const router = createBrowserRouter([{ path: '*', element: <App />, errorElement: <RouteErrorScreen /> }]);
registerNavigate((to, options) => router.navigate(to, options));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
