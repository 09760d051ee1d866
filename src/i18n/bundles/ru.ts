import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/ru/*.json', { eager: true, import: 'default' }),
);
