import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/pt/*.json', { eager: true, import: 'default' }),
);
