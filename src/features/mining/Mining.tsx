import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MINING_TYPE, usePublicConfig } from '../../api/config';
import { href } from '../../lib/href';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBlock } from '../../ui/state/StateBlock';
import { NodeMining } from './NodeMining';
import '../../ui/layout/panel.css';
import './mining.css';

/**
 * Mining, as the base settings' mining_type has it (decision 0039): node mining here, device mining on the
 * bound devices, or not open.
 */
export default function Mining() {
  const config = usePublicConfig();
  const body = () => {
    if (config.isPending) return <Loading />;
    if (config.isError && !config.data)
      return <ErrorState error={config.error} onRetry={() => void config.refetch()} />;
    const type = config.data?.mining_type;
    if (type === MINING_TYPE.node) return <NodeMining />;
    if (type === MINING_TYPE.device) return <DeviceMining />;
    return <MiningClosed />;
  };
  return <PageShell className="mining-page">{body()}</PageShell>;
}

function DeviceMining() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="state-box" data-testid="mining-device">
      <StateBlock kind="empty" title={t('mining.type.deviceTitle')} description={t('mining.type.deviceText')}>
        <Button color="primary" onClick={() => navigate(href('/pages/device/index'))}>
          {t('mining.type.devices')}
        </Button>
      </StateBlock>
    </div>
  );
}

function MiningClosed() {
  const { t } = useTranslation();
  return (
    <div className="state-box" data-testid="mining-closed">
      <StateBlock
        kind="empty"
        title={t('mining.type.closedTitle')}
        description={t('mining.type.closedText')}
      />
    </div>
  );
}
