import { Button } from 'antd-mobile';
import { BottomSheet } from '../../../ui/layout/BottomSheet';
import { useTranslation } from 'react-i18next';
import type { HeldItem } from './heldItem';
import { ItemLine } from './ItemLine';
import './NextStepSheet.css';

export type NextStep = 'ship' | 'sell' | 'gift';

interface NextStepSheetProps {
  item: HeldItem;
  visible: boolean;
  onChoose: (step: NextStep, item: HeldItem) => void;
  onClose: () => void;
}

const STEPS: readonly NextStep[] = ['ship', 'sell', 'gift'];

/** Right after claiming: ship it, sell it back, give it away, or keep it for later. */
export function NextStepSheet({ item, visible, onChoose, onClose }: NextStepSheetProps) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} onClose={onClose} label={t('order.next.title')} closeButton={false}>
      <div className="sheet-body">
        <h2 className="sheet-title">{t('order.next.title')}</h2>
        <ItemLine thumbnail={item.thumbnail} name={item.name} note={t('order.next.text')} />
        <div className="next-steps">
          {STEPS.map((step) => (
            <Button
              key={step}
              block
              color="primary"
              fill={step === 'ship' ? 'solid' : 'outline'}
              onClick={() => onChoose(step, item)}
            >
              {t(`order.action.${step}`)}
            </Button>
          ))}
          <Button block fill="none" onClick={onClose}>
            {t('order.next.keep')}
          </Button>
        </div>
      </div>
    </BottomSheet>
  );
}
