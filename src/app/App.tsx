import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './router';
import { useAntdLocale } from '../i18n/antdLocale';
import { useBaseSettings } from './useBaseSettings';
import { ErrorBoundary } from '../ui/ErrorBoundary';

/** Loads the base settings into the settings store; renders nothing. */
export function BaseSettings() {
  useBaseSettings();
  return null;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  const locale = useAntdLocale();
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={locale}>
          <BaseSettings />
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
