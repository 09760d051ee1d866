import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' }),
);
