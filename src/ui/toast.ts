/**
 * The spec's toast: 1500 ms, one at a time (a new one replaces the old). The UI kit's toast (and the
 * animation library behind it) is fetched on the first toast, not with the first screen.
 */
export function toast(content: string, icon?: 'success' | 'fail') {
  if (!content) return;
  void import('antd-mobile/es/components/toast').then(({ default: Toast }) =>
    Toast.show({ content, icon, duration: 1500 }),
  );
}

/** A refusal or failure, as the api client tells it (main.tsx hands it over). */
export const failureToast = (content: string) => toast(content, 'fail');
