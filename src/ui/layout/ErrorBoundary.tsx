import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Space } from 'antd-mobile';
import { StateBlock } from '../state/StateBlock';
import { i18n } from '../../i18n';

interface Props {
  children: ReactNode;
  /** resets the boundary when it changes (a new route) */
  resetKey?: string;
}

interface State {
  error: Error | null;
  key?: string;
}

/** Catches what a page throws while rendering or loading its chunk; offers a way back and a reload. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept visible for whoever debugs a crash in the field; the user sees the block below.
    console.warn('Page crashed', error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const t = i18n.t.bind(i18n);
    return (
      <div className="state-box" role="alert">
        <StateBlock kind="error" title={t('error.crashTitle')} description={t('error.crashText')}>
          <Space>
            <Button size="small" onClick={() => window.history.back()}>
              {t('common.back')}
            </Button>
            <Button size="small" color="primary" onClick={() => window.location.reload()}>
              {t('common.reload')}
            </Button>
          </Space>
        </StateBlock>
      </div>
    );
  }
}
