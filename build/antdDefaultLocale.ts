import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * antd-mobile's ConfigProvider imports its Chinese strings as the default locale (config-provider.js), so every
 * page that draws an antd component would carry them, though the app always gives ConfigProvider the user's
 * language (src/app/App.tsx, src/i18n/antdLocale.ts). This resolves that one import to the English strings the
 * app already carries; Chinese still loads, as its own chunk, for a user who reads it (decision 0094).
 */
export function antdDefaultLocale(): Plugin {
  const configProvider = /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]config-provider\.js$/;
  return {
    name: 'qc-antd-default-locale',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../../locales/zh-CN' || !importer || !configProvider.test(importer)) return null;
      return path.resolve(path.dirname(importer), '../../locales/en-US.js');
    },
  };
}
