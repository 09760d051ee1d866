import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/ko/*.json', { eager: true, import: 'default' }),
);
