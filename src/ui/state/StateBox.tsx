import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate, type To } from 'react-router';
import { StateBlock, type StateKind } from './StateBlock';

/**
 * The one way on from a state box: solid (`primary`) for a step forward (sign in, create a wallet), outlined for
 * the way back (to the list, home). A place to go is a button, or with `link` a link in the button's shape.
 */
export type StateBoxAction =
  | {
      label: string;
      to: To;
      /** the page led nowhere (an unknown id): Back should not come back to it */
      replace?: boolean;
      primary?: boolean;
    }
  | { label: string; to: To; link: true }
  | { label: string; onClick: () => void; primary?: boolean };

interface StateBoxProps {
  /** the picture: `empty` (nothing here, not found, not yet) unless said */
  kind?: StateKind;
  title: ReactNode;
  text?: ReactNode;
  action?: StateBoxAction;
  /** what tests and journeys find the box by (`not-found`, `need-wallet`, `sign-in-state`…) */
  testId?: string;
}

/**
 * A page's "cannot show this, here is the way on" state (not found, sign in first, create a wallet first,
 * nothing yet): one picture, a title, a line of text and one action, centred in the page's body.
 */
export function StateBox({ kind = 'empty', title, text, action, testId }: StateBoxProps) {
  return (
    <div className="state-box" data-testid={testId}>
      <StateBlock kind={kind} title={title} description={text}>
        {action ? <Action action={action} /> : null}
      </StateBlock>
    </div>
  );
}

function Action({ action }: { action: StateBoxAction }) {
  const navigate = useNavigate();
  if ('link' in action) {
    return (
      <Link to={action.to} className="state-link">
        {action.label}
      </Link>
    );
  }
  const onClick =
    'to' in action ? () => void navigate(action.to, { replace: action.replace }) : action.onClick;
  return (
    <Button color="primary" fill={action.primary ? 'solid' : 'outline'} size="small" onClick={onClick}>
      {action.label}
    </Button>
  );
}
