import { useTranslation } from 'react-i18next';
import { MINING_TYPE, usePublicConfig } from '../../api/config';
import { href } from '../../lib/href';
import { Loading } from '../../ui/state/DataView';
import { ErrorState } from '../../ui/state/ErrorState';
import { PageShell } from '../../ui/layout/PageShell';
import { StateBox } from '../../ui/state/StateBox';
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
  return (
    <StateBox
      testId="mining-device"
      title={t('mining.type.deviceTitle')}
      text={t('mining.type.deviceText')}
      action={{ label: t('mining.type.devices'), to: href('/pages/device/index'), primary: true }}
    />
  );
}

function MiningClosed() {
  const { t } = useTranslation();
  return (
    <StateBox
      testId="mining-closed"
      title={t('mining.type.closedTitle')}
      text={t('mining.type.closedText')}
    />
  );
}
