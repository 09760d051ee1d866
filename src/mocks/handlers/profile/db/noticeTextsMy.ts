/** System messages about top-ups and transfers; `{name}` is filled from the notice's parameters. */
export const MY_NOTICE_TEXTS = {
  rechargePaid: {
    title: {
      zh_cn: '充值成功',
      en_us: 'Top-up successful',
      pt_br: 'Recarga concluída',
      ko_kr: '충전 완료',
      ja_jp: 'チャージ完了',
      ru_ru: 'Пополнение выполнено',
    },
    content: {
      zh_cn: '您的充值订单 {orderNo} 已支付，{amount} 已存入您的余额。',
      en_us: 'Your top-up {orderNo} has been paid: {amount} has been added to your balance.',
      pt_br: 'Sua recarga {orderNo} foi paga: {amount} foi adicionado ao seu saldo.',
      ko_kr: '충전 주문 {orderNo}의 결제가 완료되어 잔액에 {amount}이(가) 추가되었습니다.',
      ja_jp: 'チャージ注文 {orderNo} のお支払いが完了し、残高に {amount} が追加されました。',
      ru_ru: 'Пополнение {orderNo} оплачено: {amount} зачислено на ваш баланс.',
    },
  },
  transferReceived: {
    title: {
      zh_cn: '收到转账',
      en_us: 'Transfer received',
      pt_br: 'Transferência recebida',
      ko_kr: '이체 받음',
      ja_jp: '送金を受け取りました',
      ru_ru: 'Получен перевод',
    },
    content: {
      zh_cn: '{name} 向您转账了 {amount} {symbol}。',
      en_us: '{name} sent you {amount} {symbol}.',
      pt_br: '{name} enviou a você {amount} {symbol}.',
      ko_kr: '{name}님이 {amount} {symbol}를 보냈습니다.',
      ja_jp: '{name} さんから {amount} {symbol} が届きました。',
      ru_ru: '{name} отправил(а) вам {amount} {symbol}.',
    },
  },
  walletTopUpPaid: {
    title: {
      zh_cn: '钱包充值成功',
      en_us: 'Wallet topped up',
      pt_br: 'Carteira recarregada',
      ko_kr: '지갑 충전 완료',
      ja_jp: 'ウォレットにチャージしました',
      ru_ru: 'Кошелёк пополнен',
    },
    content: {
      zh_cn: '您的充值订单 {orderNo} 已支付，{amount} 已存入钱包“{wallet}”。',
      en_us: 'Your top-up {orderNo} has been paid: {amount} has been added to your wallet "{wallet}".',
      pt_br: 'Sua recarga {orderNo} foi paga: {amount} foi adicionado à sua carteira "{wallet}".',
      ko_kr: '충전 주문 {orderNo}의 결제가 완료되어 지갑 "{wallet}"에 {amount}이(가) 추가되었습니다.',
      ja_jp:
        'チャージ注文 {orderNo} のお支払いが完了し、ウォレット「{wallet}」に {amount} が追加されました。',
      ru_ru: 'Пополнение {orderNo} оплачено: {amount} зачислено в кошелёк «{wallet}».',
    },
  },
  walletTransferReceived: {
    title: {
      zh_cn: '钱包收到转账',
      en_us: 'Transfer received',
      pt_br: 'Transferência recebida',
      ko_kr: '이체 받음',
      ja_jp: '送金を受け取りました',
      ru_ru: 'Получен перевод',
    },
    content: {
      zh_cn: '{name} 向您的钱包“{wallet}”转账了 {amount} {symbol}。',
      en_us: '{name} sent {amount} {symbol} to your wallet "{wallet}".',
      pt_br: '{name} enviou {amount} {symbol} para sua carteira "{wallet}".',
      ko_kr: '{name}님이 지갑 "{wallet}"(으)로 {amount} {symbol}를 보냈습니다.',
      ja_jp: '{name} さんからウォレット「{wallet}」に {amount} {symbol} が届きました。',
      ru_ru: '{name} отправил(а) {amount} {symbol} в ваш кошелёк «{wallet}».',
    },
  },
  stakeSettled: {
    title: {
      zh_cn: '质押已结算',
      en_us: 'Stake settled',
      pt_br: 'Staking liquidado',
      ko_kr: '스테이킹 정산 완료',
      ja_jp: 'ステーキングが精算されました',
      ru_ru: 'Стейк выплачен',
    },
    content: {
      zh_cn: '您的质押 {orderNo} 已到期：{amount} QC（本金和收益）已返还到钱包“{wallet}”。',
      en_us:
        'Your stake {orderNo} has matured: {amount} QC (principal and return) is back in your wallet "{wallet}".',
      pt_br:
        'Seu staking {orderNo} venceu: {amount} QC (principal e rendimento) voltou à sua carteira "{wallet}".',
      ko_kr:
        '스테이킹 {orderNo}이(가) 만기되어 {amount} QC(원금과 수익)가 지갑 "{wallet}"(으)로 돌아왔습니다.',
      ja_jp:
        'ステーキング {orderNo} が満期になり、{amount} QC（元本と報酬）がウォレット「{wallet}」に戻りました。',
      ru_ru: 'Стейк {orderNo} завершён: {amount} QC (сумма и доход) вернулись в кошелёк «{wallet}».',
    },
  },
} as const;
