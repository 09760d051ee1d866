import { useTranslation } from 'react-i18next';
import { StepList } from '../../ui/layout/StepList';
import './device.css';

const STEPS = ['find', 'bind', 'keep'] as const;

/** What binding does, in three steps: find the SN, bind it (it earns while online), rename or unbind later. */
export function BindSteps() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-label={t('device.bind.howTitle')}>
      <h2 className="device-heading">{t('device.bind.howTitle')}</h2>
      <StepList steps={STEPS.map((step) => ({ key: step, text: t(`device.bind.step.${step}`) }))} />
    </section>
  );
}
