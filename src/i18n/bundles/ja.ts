import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/ja/*.json', { eager: true, import: 'default' }),
);
