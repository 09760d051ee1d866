import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { RouterProvider } from 'react-router';
import type { createAppRouter } from './router';
import { useAntdLocale } from '../i18n/antdLocale';
import { useBaseSettings } from './useBaseSettings';
import { ErrorBoundary } from '../ui/ErrorBoundary';

function BaseSettings() {
  useBaseSettings();
  return null;
}

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  const locale = useAntdLocale();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale}>
          <BaseSettings />
          <RouterProvider router={router} />
        </ConfigProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
