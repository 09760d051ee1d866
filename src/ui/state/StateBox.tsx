import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate, type To } from 'react-router';
import { StateBlock, type StateKind } from './StateBlock';
import './StateBox.css';

/** A button that goes somewhere; `replace` for a page that led nowhere (an unknown id), so Back skips it. */
interface GoAction {
  label: string;
  to: To;
  replace?: boolean;
  primary?: boolean;
}

/** A link in the outlined button's shape, for a way back that was always a link. */
interface LinkAction {
  label: string;
  to: To;
  link: true;
}

/** A button that does something on this page (add an address, retry, leave a flow). */
interface DoAction {
  label: string;
  onClick: () => void;
  primary?: boolean;
}

/**
 * The one way on from a state box: solid (`primary`) for a step forward (sign in, create a wallet), outlined for
 * the way back (to the list, home).
 */
export type StateBoxAction = GoAction | LinkAction | DoAction;

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
  if ('onClick' in action) return <ActionButton {...action} />;
  if ('link' in action) {
    return (
      <Link to={action.to} className="state-link">
        {action.label}
      </Link>
    );
  }
  return <GoButton {...action} />;
}

/** The only action that needs the router: a box whose button does something renders anywhere, a router or not. */
function GoButton({ to, replace, ...button }: GoAction) {
  const navigate = useNavigate();
  return <ActionButton {...button} onClick={() => void navigate(to, { replace })} />;
}

function ActionButton({ label, primary, onClick }: DoAction) {
  return (
    <Button color="primary" fill={primary ? 'solid' : 'outline'} size="small" onClick={onClick}>
      {label}
    </Button>
  );
}
