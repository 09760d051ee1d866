import { useTranslation } from 'react-i18next';

const STEPS = ['find', 'bind', 'keep'] as const;

/** What binding does, in three steps: find the SN, bind it (it earns while online), rename or unbind later. */
export function BindSteps() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-label={t('device.bind.howTitle')}>
      <h2 className="device-heading">{t('device.bind.howTitle')}</h2>
      <ol className="device-steps">
        {STEPS.map((step, index) => (
          <li key={step} className="device-step">
            <span className="device-step-number" aria-hidden>
              {index + 1}
            </span>
            <span>{t(`device.bind.step.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
