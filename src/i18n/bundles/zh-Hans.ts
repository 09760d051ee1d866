import { bundle } from '../bundle';

export default bundle(
  import.meta.glob<Record<string, unknown>>('../../../locales/zh-Hans/*.json', {
    eager: true,
    import: 'default',
  }),
);
