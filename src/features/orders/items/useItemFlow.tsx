import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { AuctionClaimSheet } from './AuctionClaimSheet';
import type { HeldItem } from './heldItem';
import { ItemGiftSheet } from './ItemGiftSheet';
import { NextStepSheet, type NextStep } from './NextStepSheet';
import { sellPath } from './paths';
import { ShipSheet } from '../shipping/ShipSheet';

interface OpenSheet {
  type: 'ship' | 'gift' | 'next' | 'payToClaim';
  item: HeldItem;
  /** false while the sheet slides away (its content stays until then) */
  open: boolean;
}

export interface ItemFlow {
  /** ship or gift open their sheet; sell goes to the sell page, which shows the amount first */
  run: (step: NextStep, item: HeldItem) => void;
  /** after a claim: offer ship, sell, gift or keep */
  offerNext: (item: HeldItem) => void;
  /** a claim that pays (a won auction): what it takes from the balance, then the claim, then what next */
  payToClaim: (item: HeldItem) => void;
}

/** The sheets a list or details page opens for an item; render `sheets` once on the page. */
export function useItemFlow() {
  const navigate = useNavigate();
  const [sheet, setSheet] = useState<OpenSheet | null>(null);
  const close = useCallback(() => setSheet((current) => current && { ...current, open: false }), []);

  const run = useCallback(
    (step: NextStep, item: HeldItem) => {
      if (step === 'sell') navigate(sellPath(item.source, item.id));
      else setSheet({ type: step, item, open: true });
    },
    [navigate],
  );
  const offerNext = useCallback((item: HeldItem) => setSheet({ type: 'next', item, open: true }), []);
  const payToClaim = useCallback((item: HeldItem) => setSheet({ type: 'payToClaim', item, open: true }), []);

  const visible = (type: OpenSheet['type']) => sheet?.type === type && sheet.open;
  const sheets = sheet ? (
    <>
      {sheet.type === 'ship' ? (
        <ShipSheet item={sheet.item} visible={visible('ship')} onClose={close} />
      ) : null}
      {sheet.type === 'gift' ? (
        <ItemGiftSheet item={sheet.item} visible={visible('gift')} onClose={close} />
      ) : null}
      {sheet.type === 'next' ? (
        <NextStepSheet item={sheet.item} visible={visible('next')} onChoose={run} onClose={close} />
      ) : null}
      {sheet.type === 'payToClaim' ? (
        <AuctionClaimSheet
          item={sheet.item}
          visible={visible('payToClaim')}
          onClose={close}
          onClaimed={offerNext}
        />
      ) : null}
    </>
  ) : null;

  const flow: ItemFlow = { run, offerNext, payToClaim };
  return { flow, sheets };
}
