import { Toast } from 'antd-mobile';

/** The spec's toast: 1500 ms, one at a time (a new one replaces the old). */
export function toast(content: string, icon?: 'success' | 'fail') {
  if (!content) return;
  Toast.show({ content, icon, duration: 1500 });
}
