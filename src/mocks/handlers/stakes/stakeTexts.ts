import type { Translations } from '../../db/schema';

/** The staking page's rules (Stakes/getPageData `rules`), server HTML in each language. */
export const STAKE_RULES: Translations = {
  zh_cn:
    '<h3>质押规则</h3><ol><li>质押从您的钱包账户的 QC 中支付，每笔至少 100 QC。</li><li>创建后请在 1 小时内支付，逾期订单自动失效。</li><li>质押期间，每个服务器日（UTC+8）开始时按质押金额的 0.05% 发放每日收益到钱包。</li><li>到期时自动结算：本金加期限收益一次性返还到原钱包，到期前不能结算。</li></ol>',
  en_us:
    '<h3>Staking rules</h3><ol><li>A stake is paid from a wallet account’s QC, from 100 QC.</li><li>Pay within 1 hour of creating it; an unpaid stake lapses.</li><li>While it runs, each server day (UTC+8) pays 0.05 % of its amount into the wallet as it starts.</li><li>It settles by itself at maturity: the principal and the term’s return go back to its wallet at once. It cannot settle before maturity.</li></ol>',
  pt_br:
    '<h3>Regras de staking</h3><ol><li>O staking é pago com o QC de uma conta da carteira, a partir de 100 QC.</li><li>Pague em até 1 hora após criá-lo; um staking não pago expira.</li><li>Enquanto estiver ativo, cada dia do servidor (UTC+8) paga 0,05% do valor na carteira ao começar.</li><li>Ele é liquidado sozinho no vencimento: o principal e o rendimento do prazo voltam à carteira de uma vez. Não pode ser liquidado antes do vencimento.</li></ol>',
  ko_kr:
    '<h3>스테이킹 규칙</h3><ol><li>스테이킹은 지갑 계정의 QC로 결제하며 100 QC부터 가능합니다.</li><li>생성 후 1시간 안에 결제해 주세요. 결제하지 않은 스테이킹은 만료됩니다.</li><li>진행 중에는 서버 기준 하루(UTC+8)가 시작될 때마다 금액의 0.05%가 지갑으로 지급됩니다.</li><li>만기가 되면 자동으로 정산되어 원금과 기간 수익이 한 번에 지갑으로 돌아갑니다. 만기 전에는 정산할 수 없습니다.</li></ol>',
  ja_jp:
    '<h3>ステーキングのルール</h3><ol><li>ステーキングはウォレット口座のQCで支払います（100 QCから）。</li><li>作成後1時間以内に支払ってください。未払いのものは失効します。</li><li>運用中は、サーバーの1日（UTC+8）が始まるたびに金額の0.05%がウォレットに支払われます。</li><li>満期になると自動で精算され、元本と期間の収益がまとめてウォレットに戻ります。満期前には精算できません。</li></ol>',
  ru_ru:
    '<h3>Правила стейкинга</h3><ol><li>Стейк оплачивается QC со счёта кошелька, от 100 QC.</li><li>Оплатите его в течение часа после создания, иначе он аннулируется.</li><li>Пока стейк действует, в начале каждого дня сервера (UTC+8) на кошелёк начисляется 0,05 % его суммы.</li><li>В срок погашения стейк выплачивается сам: основная сумма и доход за срок сразу возвращаются на кошелёк. Раньше срока выплатить его нельзя.</li></ol>',
};
