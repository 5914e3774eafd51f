/**
 * The application shell (DESIGN §3): theme, the shared QueryClient, the toast host and the top-level routes. The
 * public pages (/, /sign-in, /sign-up, /sign-out) are in the first chunk; the public chat is its own lazy chunk; everything else is the lazily loaded
 * react-admin application (AdminApp), which also renders the not-found page for unknown paths.
 */
import { Suspense, useState } from 'react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes } from 'react-router';
import { createQueryClient } from './queryClient';
import { theme } from './theme/theme';
import { AppToaster } from './notifications/AppToaster';
import { PendingScreen } from './routing/pending';
import { PATHS } from './routing/paths';
import { adminApp } from './adminAppLoader';
import { RootRedirect } from './auth-pages/RootRedirect';
import { SignInPage } from './auth-pages/SignInPage';
import { SignUpPage } from './auth-pages/SignUpPage';
import { SignOutPage } from './auth-pages/SignOutPage';
import { lazyPage } from './routing/lazyPage';

/** The public chat (spec §2 /chat, /chat/{organizationId}): no sign-in, its own chunk. */
const chatEntry = lazyPage(() => import('./custom-pages/chat/ChatEntryRedirect'));
const chatPage = lazyPage(() => import('./custom-pages/chat/ChatPage'));
const ChatEntryRedirect = chatEntry.Component;
const ChatPage = chatPage.Component;

const muiTheme = createTheme(theme);
const AdminApp = adminApp.Component;

/** Root component: providers, toasts and the top-level routes. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <AppToaster />
        <Routes>
          <Route path={PATHS.root} element={<RootRedirect />} />
          <Route path={PATHS.signIn} element={<SignInPage />} />
          <Route path={PATHS.signUp} element={<SignUpPage />} />
          <Route path={PATHS.signOut} element={<SignOutPage />} />
          <Route
            path={PATHS.chat}
            element={
              <Suspense fallback={<PendingScreen />}>
                <ChatEntryRedirect />
              </Suspense>
            }
          />
          <Route
            path="/chat/:organizationId"
            element={
              <Suspense fallback={<PendingScreen />}>
                <ChatPage />
              </Suspense>
            }
          />
          <Route
            path="*"
            element={
              <Suspense fallback={<PendingScreen />}>
                <AdminApp queryClient={queryClient} />
              </Suspense>
            }
          />
        </Routes>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
