import type { LangValue } from '../../api/types';
import type { Translations } from '../db/schema';

/**
 * What the site settings say in each language: the payment methods' names, the points redemptions' names and
 * the two legal documents. The documents are server HTML that the client must sanitise: each carries an
 * inline handler and a script on purpose.
 */

export const METHOD_NAMES: Record<string, Translations> = {
  usdt: {
    zh_cn: 'USDT (TRC20)',
    en_us: 'USDT (TRC20)',
    pt_br: 'USDT (TRC20)',
    ko_kr: 'USDT (TRC20)',
    ja_jp: 'USDT (TRC20)',
    ru_ru: 'USDT (TRC20)',
  },
  card: {
    zh_cn: '银行卡',
    en_us: 'Bank card',
    pt_br: 'Cartão bancário',
    ko_kr: '은행 카드',
    ja_jp: '銀行カード',
    ru_ru: 'Банковская карта',
  },
  alipay: {
    zh_cn: '支付宝',
    en_us: 'Alipay',
    pt_br: 'Alipay',
    ko_kr: '알리페이',
    ja_jp: 'Alipay',
    ru_ru: 'Alipay',
  },
};

/** "10 balance": a redemption is named after the balance it credits. */
export const redeemName = (amount: number, lang: LangValue): string =>
  ({
    zh_cn: `${amount} 余额`,
    en_us: `${amount} balance`,
    pt_br: `${amount} de saldo`,
    ko_kr: `잔액 ${amount}`,
    ja_jp: `残高 ${amount}`,
    ru_ru: `${amount} на баланс`,
  })[lang];

// Each would leave window.__qcHostile set if it ever ran (e2e/csp.spec.ts watches it).
const HOSTILE_AGREEMENT = `<img src=x onerror="window.__qcHostile = 'agreement picture'">
<script>window.__qcHostile = 'agreement script'</script>`;
const HOSTILE_PRIVACY = `<img src=x onerror="window.__qcHostile = 'privacy picture'">
<script>window.__qcHostile = 'privacy script: ' + document.cookie</script>`;

export const AGREEMENT: Translations = {
  en_us: `<h2>QC Mall User Agreement</h2>
<p>By creating an account you agree to use QC Mall for lawful purposes only and to keep your login password and payment password to yourself.</p>
<p>Points, balance and QC have no cash value outside QC Mall. Gifts cannot be returned once sent.</p>
${HOSTILE_AGREEMENT}
<p>Abuse of tasks or invitations leads to an account ban.</p>`,
  zh_cn: `<h2>QC商城用户协议</h2>
<p>注册账户即表示您同意仅将 QC商城 用于合法用途，并妥善保管您的登录密码和支付密码。</p>
<p>积分、余额和 QC 在 QC商城 之外没有现金价值。礼物一经赠送不可退回。</p>
${HOSTILE_AGREEMENT}
<p>滥用任务或邀请将导致账户被封禁。</p>`,
  pt_br: `<h2>Termos de uso do QC Mall</h2>
<p>Ao criar uma conta, você concorda em usar o QC Mall apenas para fins legais e em manter em sigilo sua senha de login e sua senha de pagamento.</p>
<p>Pontos, saldo e QC não têm valor em dinheiro fora do QC Mall. Presentes não podem ser devolvidos depois de enviados.</p>
${HOSTILE_AGREEMENT}
<p>O abuso de tarefas ou convites leva ao bloqueio da conta.</p>`,
  ko_kr: `<h2>QC Mall 이용약관</h2>
<p>계정을 만들면 QC Mall을 합법적인 목적으로만 사용하고 로그인 비밀번호와 결제 비밀번호를 본인만 알고 있는 데 동의하게 됩니다.</p>
<p>포인트, 잔액, QC는 QC Mall 밖에서 현금 가치가 없습니다. 보낸 선물은 돌려받을 수 없습니다.</p>
${HOSTILE_AGREEMENT}
<p>미션이나 초대를 악용하면 계정이 정지됩니다.</p>`,
  ja_jp: `<h2>QC Mall 利用規約</h2>
<p>アカウントを作成すると、QC Mall を合法的な目的にのみ使用し、ログインパスワードと支払いパスワードを他人に教えないことに同意したものとみなされます。</p>
<p>ポイント、残高、QC は QC Mall の外では現金価値がありません。贈ったギフトは返却できません。</p>
${HOSTILE_AGREEMENT}
<p>タスクや招待を不正に利用するとアカウントが停止されます。</p>`,
  ru_ru: `<h2>Пользовательское соглашение QC Mall</h2>
<p>Создавая аккаунт, вы соглашаетесь использовать QC Mall только в законных целях и никому не сообщать пароль для входа и платёжный пароль.</p>
<p>Баллы, баланс и QC не имеют денежной ценности за пределами QC Mall. Отправленный подарок вернуть нельзя.</p>
${HOSTILE_AGREEMENT}
<p>За злоупотребление заданиями или приглашениями аккаунт блокируется.</p>`,
};

export const PRIVACY: Translations = {
  en_us: `<h2>QC Mall Privacy Policy</h2>
<p>We store your phone number, nickname, avatar and delivery address to run your account and ship your prizes.</p>
<p>Page visits are recorded to credit promotion tasks.</p>
${HOSTILE_PRIVACY}
<p>You can ask customer support to delete your account at any time.</p>`,
  zh_cn: `<h2>QC商城隐私政策</h2>
<p>我们保存您的手机号、昵称、头像和收货地址，用于维护您的账户和寄送奖品。</p>
<p>页面访问会被记录，用于发放推广任务奖励。</p>
${HOSTILE_PRIVACY}
<p>您可以随时联系客服注销账户。</p>`,
  pt_br: `<h2>Política de privacidade do QC Mall</h2>
<p>Guardamos seu número de telefone, apelido, avatar e endereço de entrega para manter sua conta e enviar seus prêmios.</p>
<p>As visitas às páginas são registradas para creditar as tarefas de divulgação.</p>
${HOSTILE_PRIVACY}
<p>Você pode pedir ao atendimento que exclua sua conta a qualquer momento.</p>`,
  ko_kr: `<h2>QC Mall 개인정보 처리방침</h2>
<p>계정 운영과 상품 배송을 위해 휴대폰 번호, 닉네임, 프로필 사진, 배송지 주소를 보관합니다.</p>
<p>홍보 미션 보상을 위해 페이지 방문 기록을 남깁니다.</p>
${HOSTILE_PRIVACY}
<p>언제든지 고객센터에 계정 삭제를 요청할 수 있습니다.</p>`,
  ja_jp: `<h2>QC Mall プライバシーポリシー</h2>
<p>アカウントの運営と賞品の発送のため、電話番号、ニックネーム、アバター、配送先住所を保存します。</p>
<p>宣伝タスクの報酬付与のため、ページの閲覧を記録します。</p>
${HOSTILE_PRIVACY}
<p>アカウントの削除はいつでもカスタマーサポートに依頼できます。</p>`,
  ru_ru: `<h2>Политика конфиденциальности QC Mall</h2>
<p>Мы храним ваш номер телефона, ник, аватар и адрес доставки, чтобы вести ваш аккаунт и отправлять призы.</p>
<p>Посещения страниц записываются, чтобы начислять награды за задания по продвижению.</p>
${HOSTILE_PRIVACY}
<p>Вы можете в любое время попросить поддержку удалить ваш аккаунт.</p>`,
};
