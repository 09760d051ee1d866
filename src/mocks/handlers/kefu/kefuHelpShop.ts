import type { HelpFigures, HelpTopicText } from './kefuHelpTypes';

/** The support chat's common questions about orders, top-ups and withdrawals (decision 0047). */
export const SHOP_TOPICS: readonly HelpTopicText[] = [
  {
    id: 'orderNotReceived',
    url: '/pages/my/logistics',
    text: () => ({
      en_us: {
        question: 'My order has not arrived',
        answer:
          'An item marked Unshipped waits for you to request shipping from the order, which needs an approved delivery address. Once it ships it gets a courier number and you get a system message; Logistics shows each parcel and where it stands. If a parcel shows as shipped but has not reached you, send us the order with the order button below and we will trace it.',
        link: 'Logistics',
      },
      zh_cn: {
        question: '订单还没收到',
        answer:
          '标记为“未发货”的物品需要您在订单中申请发货，申请前需有审核通过的收货地址。发货后会生成快递单号，并有系统消息通知您；在“物流信息”中可以查看每个包裹的状态。如果包裹显示已发货但您仍未收到，请用下方的订单按钮把订单发给我们，我们会为您追踪。',
        link: '物流信息',
      },
      pt_br: {
        question: 'Meu pedido ainda não chegou',
        answer:
          'Um item marcado como Não enviado aguarda que você solicite o envio no pedido, o que exige um endereço de entrega aprovado. Quando é enviado, recebe um código de rastreio e você recebe uma mensagem do sistema; em Rastreamento você vê cada pacote e a situação dele. Se um pacote aparece como enviado mas não chegou, envie-nos o pedido pelo botão de pedidos abaixo e vamos rastreá-lo.',
        link: 'Rastreamento',
      },
      ko_kr: {
        question: '주문한 상품을 아직 받지 못했어요',
        answer:
          '‘미배송’으로 표시된 물품은 주문에서 배송을 요청해야 하며, 배송 요청에는 승인된 배송지가 필요합니다. 발송되면 운송장 번호가 생기고 시스템 메시지로 알려 드립니다. ‘배송 조회’에서 각 택배의 상태를 확인할 수 있습니다. 발송된 것으로 나오는데 받지 못했다면 아래 주문 버튼으로 주문을 보내 주세요. 저희가 추적해 드리겠습니다.',
        link: '배송 조회',
      },
      ja_jp: {
        question: '注文した商品が届きません',
        answer:
          '「未発送」の商品は、注文から発送を依頼する必要があり、依頼には承認済みの配送先住所が必要です。発送されると追跡番号が付き、システムメッセージでお知らせします。「配送状況」で各荷物の状況を確認できます。発送済みなのに届かない場合は、下の注文ボタンから注文を送ってください。こちらで追跡いたします。',
        link: '配送状況',
      },
      ru_ru: {
        question: 'Заказ до сих пор не пришёл',
        answer:
          'Товар со статусом «Не отправлен» ждёт, пока вы закажете отправку в заказе; для этого нужен одобренный адрес доставки. После отправки у посылки появляется трек-номер, а вам приходит системное сообщение; в разделе «Отслеживание доставки» видно, где каждая посылка. Если посылка отправлена, но до вас не дошла, пришлите нам заказ кнопкой заказа внизу, и мы её найдём.',
        link: 'Отслеживание доставки',
      },
    }),
  },
  {
    id: 'topUpNotCredited',
    url: '/pages/my/RechargeRecord',
    text: ({ rechargeMin }: HelpFigures) => ({
      en_us: {
        question: 'My top-up has not been credited',
        answer: `A top-up is credited as soon as its payment is confirmed. Top-up history shows each one: Waiting for payment means the payment is not confirmed yet; Failed means it did not go through and nothing was charged, so you can top up again; a Paid top-up is already in your balance. Top-ups start at ${rechargeMin}. If one still waits after you paid, send us its order number from Top-up history.`,
        link: 'Top-up history',
      },
      zh_cn: {
        question: '充值未到账',
        answer: `支付确认后充值即刻到账。在“充值记录”中可以查看每笔充值：“待支付”表示支付尚未确认；“失败”表示支付未成功、没有扣款，您可以重新充值；“已支付”的充值已计入余额。充值最低 ${rechargeMin}。如果付款后仍显示待支付，请把“充值记录”中的订单号发给我们。`,
        link: '充值记录',
      },
      pt_br: {
        question: 'Minha recarga não foi creditada',
        answer: `A recarga é creditada assim que o pagamento é confirmado. O Histórico de recargas mostra cada uma: Aguardando pagamento quer dizer que o pagamento ainda não foi confirmado; Falhou quer dizer que não foi concluído e nada foi cobrado, então você pode recarregar de novo; uma recarga Paga já está no seu saldo. Recargas a partir de ${rechargeMin}. Se ela continuar aguardando depois de pagar, envie-nos o número do pedido que está no Histórico de recargas.`,
        link: 'Histórico de recargas',
      },
      ko_kr: {
        question: '충전한 금액이 들어오지 않았어요',
        answer: `충전은 결제가 확인되는 즉시 반영됩니다. ‘충전 내역’에서 각 충전을 확인할 수 있습니다. ‘결제 대기’는 결제가 아직 확인되지 않은 상태이고, ‘실패’는 결제가 이루어지지 않아 청구된 금액이 없으니 다시 충전하시면 됩니다. ‘결제 완료’된 충전은 이미 잔액에 들어 있습니다. 충전은 ${rechargeMin}부터 가능합니다. 결제 후에도 계속 대기 중이라면 ‘충전 내역’의 주문 번호를 보내 주세요.`,
        link: '충전 내역',
      },
      ja_jp: {
        question: 'チャージが反映されません',
        answer: `チャージは支払いが確認されるとすぐに反映されます。「チャージ履歴」で各チャージを確認できます。「支払い待ち」は支払いがまだ確認されていない状態、「失敗」は支払いが完了せず請求もされていない状態なので、もう一度チャージできます。「支払い済み」のチャージはすでに残高に入っています。チャージは ${rechargeMin} から可能です。支払い後も支払い待ちのままの場合は、「チャージ履歴」の注文番号をお送りください。`,
        link: 'チャージ履歴',
      },
      ru_ru: {
        question: 'Пополнение не зачислено',
        answer: `Пополнение зачисляется, как только подтверждена оплата. В истории пополнений видно каждое: «Ожидает оплаты» — оплата ещё не подтверждена; «Не удалось» — оплата не прошла и ничего не списано, можно пополнить снова; «Оплачено» — сумма уже на балансе. Пополнение — от ${rechargeMin}. Если после оплаты пополнение всё ещё ожидает, пришлите нам его номер заказа из истории пополнений.`,
        link: 'История пополнений',
      },
    }),
  },
  {
    id: 'howWithdraw',
    url: '/pages/wallet/index',
    text: ({ withdrawAbove, withdrawMin, fee, feeMin, teamAbove }: HelpFigures) => ({
      en_us: {
        question: 'How do I withdraw?',
        answer: `Withdrawals are made from your QC wallet: USDT goes to the withdrawal account you bound (a TRC-20 address). You can withdraw while the wallet holds more than ${withdrawAbove} USDT, at least ${withdrawMin} USDT at a time, with a fee of ${fee} (at least ${feeMin} USDT), confirmed with your payment password. Team leaders move team earnings to their mall balance once more than ${teamAbove} is available.`,
        link: 'QC wallet',
      },
      zh_cn: {
        question: '如何提现？',
        answer: `提现通过您的 QC 钱包进行：USDT 会转到您绑定的提现账户（TRC-20 地址）。钱包中的 USDT 超过 ${withdrawAbove} 时可以提现，每次至少 ${withdrawMin} USDT，手续费 ${fee}（最低 ${feeMin} USDT），需用支付密码确认。团队长在可提现收益超过 ${teamAbove} 后，可将团队收益转入商城余额。`,
        link: 'QC 钱包',
      },
      pt_br: {
        question: 'Como faço um saque?',
        answer: `Os saques são feitos pela sua carteira QC: o USDT vai para a conta para saque que você vinculou (um endereço TRC-20). Você pode sacar enquanto a carteira tiver mais de ${withdrawAbove} USDT, no mínimo ${withdrawMin} USDT por vez, com taxa de ${fee} (mínimo de ${feeMin} USDT), confirmando com a senha de pagamento. Líderes de equipe passam os ganhos da equipe para o saldo do shopping quando há mais de ${teamAbove} disponíveis.`,
        link: 'Carteira QC',
      },
      ko_kr: {
        question: '출금은 어떻게 하나요?',
        answer: `출금은 QC 지갑에서 합니다. USDT는 연결해 둔 출금 계좌(TRC-20 주소)로 보내집니다. 지갑에 USDT가 ${withdrawAbove}보다 많을 때 출금할 수 있으며, 1회 최소 ${withdrawMin} USDT, 수수료는 ${fee}(최소 ${feeMin} USDT)이고 결제 비밀번호로 확인합니다. 팀 리더는 출금 가능 수익이 ${teamAbove}를 넘으면 팀 수익을 쇼핑몰 잔액으로 옮길 수 있습니다.`,
        link: 'QC 지갑',
      },
      ja_jp: {
        question: '出金するには？',
        answer: `出金は QC ウォレットから行います。USDT は登録した出金口座（TRC-20 アドレス）に送られます。ウォレットの USDT が ${withdrawAbove} を超えているときに出金でき、1回 ${withdrawMin} USDT 以上、手数料は ${fee}（最低 ${feeMin} USDT）で、支払いパスワードで確定します。チームリーダーは、出金可能な収益が ${teamAbove} を超えると、チーム収益をモール残高に移せます。`,
        link: 'QC ウォレット',
      },
      ru_ru: {
        question: 'Как вывести средства?',
        answer: `Вывод делается из кошелька QC: USDT уходят на привязанный счёт для вывода (адрес TRC-20). Выводить можно, пока в кошельке больше ${withdrawAbove} USDT, не меньше ${withdrawMin} USDT за раз, с комиссией ${fee} (не меньше ${feeMin} USDT), с подтверждением платёжным паролем. Лидеры команд переводят доход команды на баланс магазина, когда доступно больше ${teamAbove}.`,
        link: 'Кошелёк QC',
      },
    }),
  },
];
