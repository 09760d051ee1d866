import { useEffect } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { useAntdLocale } from '../i18n/antdLocale';
import { dictQuery, publicConfigQuery } from '../api/config';
import { ErrorBoundary } from '../ui/layout/ErrorBoundary';
import { AppStatus } from './AppStatus';
import { onReducedMotion } from '../lib/motion';

/** Starts reading the base settings at boot, so that pages find them cached; renders nothing. */
export function BaseSettings() {
  useQuery(publicConfigQuery());
  useQuery(dictQuery());
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const locale = useAntdLocale();
  // Only for those who ask for less motion: the UI kit's switch brings its animation library along.
  useEffect(
    () =>
      onReducedMotion(() => {
        void import('../ui/layout/reducedMotion').then(({ followReducedMotion }) => followReducedMotion());
      }),
    [],
  );
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale}>
          <BaseSettings />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <AppStatus />
        </ConfigProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
