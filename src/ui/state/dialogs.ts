import type { DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import { trapFocus } from '../layout/focusTrap';

let opened = 0;

/** The kit's dialog element has no name: it is named by its title, else by its text. */
function nameDialog(panel: HTMLElement, marker: string) {
  const dialog = panel.closest('[role="dialog"]');
  const words = panel.querySelector('.adm-dialog-title') ?? panel.querySelector('.adm-dialog-content');
  if (!dialog || !words) return;
  words.id ||= `${marker}-name`;
  dialog.setAttribute('aria-labelledby', words.id);
}

/**
 * The UI kit's dialog, keeping keyboard focus inside while it is open and giving it back to the opener
 * afterwards, through its own `afterShow` / `afterClose` (it renders in a root of its own: the panel is found
 * by a class given to this one).
 */
function withFocus<P extends DialogAlertProps | DialogConfirmProps>(props: P): P {
  opened += 1;
  const marker = `dialog-${opened}`;
  let release: (() => void) | undefined;
  return {
    ...props,
    bodyClassName: [props.bodyClassName, marker].filter(Boolean).join(' '),
    afterShow: () => {
      const panel = document.querySelector<HTMLElement>(`.${marker}`);
      if (panel) {
        nameDialog(panel, marker);
        release = trapFocus(panel);
      }
      props.afterShow?.();
    },
    afterClose: () => {
      release?.();
      props.afterClose?.();
    },
  };
}

/**
 * The kit's dialog module, fetched at the first dialog: it brings the animation library (react-spring) and
 * the mask, which no first screen needs (issue 35). A dialog follows a tap, where a fetch is not noticed.
 */
const loadDialog = () => import('antd-mobile/es/components/dialog').then((module) => module.default);

/**
 * Asks to confirm; resolves true on confirm. Should the dialog's code not arrive (offline before it was ever
 * fetched), it resolves false: nothing is done, as if cancelled.
 */
export const confirmDialog = (props: DialogConfirmProps): Promise<boolean> =>
  loadDialog().then(
    (Dialog) => Dialog.confirm(withFocus(props)),
    () => false,
  );

/** Tells something with one button (nothing shows if its code cannot arrive). */
export const alertDialog = (props: DialogAlertProps): Promise<void> =>
  loadDialog().then(
    (Dialog) => Dialog.alert(withFocus(props)),
    () => undefined,
  );
