import type { Translations } from '../../db/schema';

/**
 * The QC white paper (Public/getConfig `whitepaper`, decision 0039): server HTML in each language, rendered
 * through SafeHtml. It has no title of its own (the page's is "White paper"). Its figures are the fake backend's own rules (docs/api.md §14–§16).
 */
export const WHITE_PAPER: Translations = {
  en_us: `<p>Version 1.0. This paper explains what QC is, how new QC is issued, and how staking and node mining pay it out.</p>
<h2>1. What QC is</h2>
<p>QC is the token of QC Mall. Every member holds QC in the mall account and can keep it in one or more wallet accounts. QC pays for goods, treasure boxes and bazaar orders, can be exchanged for the mall balance and points, and moves between wallets like USDT and TRX. Its price in USDT is shown in the wallet and changes over time.</p>
<h2>2. Issuance</h2>
<p>The supply started at 21,000,000 QC. New QC is issued once a day, when the server day starts (UTC+8): between 40,000 and 60,000 QC, of which 70&nbsp;% enters circulation. Every main wallet account opened before that day receives a share: 0.50 QC plus 0.2&nbsp;% of the QC it holds. The daily figures, the circulating supply and the amount staked are published on the issuance pages.</p>
<h2>3. Staking</h2>
<p>Members may stake QC from a wallet account for 7, 30, 90 or 180 days, from 100 QC, returning 1.5&nbsp;%, 8&nbsp;%, 30&nbsp;% or 70&nbsp;% on top of the amount. A stake must be paid within one hour of being created. While it runs, each server day pays 0.05&nbsp;% of its amount into the wallet. At maturity the stake settles by itself: the amount and its return go back to the wallet at once. A stake cannot be settled early.</p>
<h2>4. Node mining</h2>
<p>A mining session lasts 24 hours at a base speed of 0.5 QC an hour. Members mine together in groups: each other member online multiplies the speed by 1.05. The mining page reports that it is open once a minute; a session only earns while it is reported, at most 90 seconds for each report. The income is paid into the member's QC when the session ends. A daily sign-in pays 1 QC, and a member who registers an approved node location earns a 0.5 QC bonus once a day when within 500 metres of it.</p>
<h2>5. Risks</h2>
<ul><li>QC's price moves and may fall. Staking returns are paid in QC, not in USDT.</li><li>Staked QC is locked until maturity.</li><li>A wallet's recovery phrase is shown once. Whoever holds it controls the wallet; a lost phrase cannot be recovered.</li><li>Rules, rates and issuance may change. Nothing in this paper is financial advice.</li></ul>`,
  zh_cn: `<p>1.0 版。本文介绍 QC 是什么、新的 QC 如何增发，以及质押和节点挖矿如何发放 QC。</p>
<h2>1. 什么是 QC</h2>
<p>QC 是 QC 商城的代币。每位会员在商城账户中持有 QC，也可以存放在一个或多个钱包账户中。QC 可用于购买商品、夺宝和集市订单，可与商城余额和积分互相兑换，也可以像 USDT 和 TRX 一样在钱包之间转账。QC 的 USDT 价格显示在钱包中，并随时间变化。</p>
<h2>2. 增发</h2>
<p>初始总量为 21,000,000 QC。每个服务器日（UTC+8）开始时增发一次：40,000 至 60,000 QC，其中 70% 进入流通。当天之前开设的每个主钱包账户都会获得一份分配：0.50 QC 加上其持有 QC 的 0.2%。每日数据、流通量和质押量都在增发页面公开。</p>
<h2>3. 质押</h2>
<p>会员可以从钱包账户中质押 QC，期限为 7、30、90 或 180 天，起投 100 QC，到期收益分别为本金的 1.5%、8%、30% 或 70%。质押订单须在创建后一小时内支付。质押期间，每个服务器日按质押金额的 0.05% 向钱包发放收益。到期时自动结算：本金和收益一次性返还到钱包。质押不能提前结算。</p>
<h2>4. 节点挖矿</h2>
<p>每次挖矿持续 24 小时，基础速度为每小时 0.5 QC。会员以小组形式共同挖矿：每有一位其他成员在线，速度乘以 1.05。挖矿页面每分钟上报一次在线状态；只有在上报期间才产生收益，每次上报最多计算 90 秒。挖矿结束时，收益发放到会员的 QC 中。每日签到奖励 1 QC；登记并通过审核节点位置的会员，每天在距离该位置 500 米以内时可获得一次 0.5 QC 奖励。</p>
<h2>5. 风险提示</h2>
<ul><li>QC 价格会波动，也可能下跌。质押收益以 QC 而非 USDT 支付。</li><li>质押的 QC 在到期前处于锁定状态。</li><li>钱包助记词只显示一次。持有助记词者即可控制钱包；助记词丢失后无法找回。</li><li>规则、比例和增发可能调整。本文内容不构成任何投资建议。</li></ul>`,
  pt_br: `<p>Versão 1.0. Este documento explica o que é o QC, como novos QC são emitidos e como o staking e a mineração de nós os distribuem.</p>
<h2>1. O que é o QC</h2>
<p>O QC é o token do QC Mall. Cada membro tem QC na conta do shopping e pode guardá-lo em uma ou mais contas de carteira. O QC paga produtos, caixas do tesouro e pedidos do bazar, pode ser trocado pelo saldo e pelos pontos do shopping e circula entre carteiras como USDT e TRX. Seu preço em USDT aparece na carteira e varia com o tempo.</p>
<h2>2. Emissão</h2>
<p>A oferta começou com 21.000.000 QC. Novos QC são emitidos uma vez por dia, quando começa o dia do servidor (UTC+8): entre 40.000 e 60.000 QC, dos quais 70&nbsp;% entram em circulação. Cada conta principal de carteira aberta antes desse dia recebe uma parte: 0,50 QC mais 0,2&nbsp;% do QC que possui. Os números diários, a oferta em circulação e o total em staking são publicados nas páginas de emissão.</p>
<h2>3. Staking</h2>
<p>Os membros podem fazer staking de QC de uma conta de carteira por 7, 30, 90 ou 180 dias, a partir de 100 QC, com rendimento de 1,5&nbsp;%, 8&nbsp;%, 30&nbsp;% ou 70&nbsp;% sobre o valor. O staking deve ser pago em até uma hora após ser criado. Enquanto estiver ativo, cada dia do servidor paga 0,05&nbsp;% do valor na carteira. No vencimento, ele é liquidado sozinho: o valor e o rendimento voltam à carteira de uma vez. Não é possível liquidar antes do vencimento.</p>
<h2>4. Mineração de nós</h2>
<p>Uma sessão de mineração dura 24 horas, com velocidade base de 0,5 QC por hora. Os membros mineram juntos em grupos: cada outro membro on-line multiplica a velocidade por 1,05. A página de mineração informa a cada minuto que está aberta; a sessão só rende enquanto é informada, no máximo 90 segundos por informe. O rendimento é pago no QC do membro quando a sessão termina. A presença diária paga 1 QC, e quem registra uma localização de nó aprovada ganha um bônus de 0,5 QC uma vez por dia ao estar a até 500 metros dela.</p>
<h2>5. Riscos</h2>
<ul><li>O preço do QC oscila e pode cair. Os rendimentos de staking são pagos em QC, não em USDT.</li><li>O QC em staking fica bloqueado até o vencimento.</li><li>A frase de recuperação da carteira é mostrada uma única vez. Quem a tiver controla a carteira; uma frase perdida não pode ser recuperada.</li><li>Regras, taxas e emissão podem mudar. Nada neste documento é recomendação de investimento.</li></ul>`,
  ko_kr: `<p>버전 1.0. 이 문서는 QC가 무엇인지, 새로운 QC가 어떻게 발행되는지, 스테이킹과 노드 채굴이 QC를 어떻게 지급하는지 설명합니다.</p>
<h2>1. QC란</h2>
<p>QC는 QC Mall의 토큰입니다. 모든 회원은 몰 계정에 QC를 보유하며 하나 이상의 지갑 계정에 보관할 수 있습니다. QC로 상품, 보물상자, 바자 주문을 결제할 수 있고, 몰 잔액 및 포인트와 교환할 수 있으며, USDT·TRX처럼 지갑 간에 전송할 수 있습니다. USDT 기준 가격은 지갑에 표시되며 시간에 따라 변합니다.</p>
<h2>2. 발행</h2>
<p>초기 공급량은 21,000,000 QC입니다. 새로운 QC는 서버 기준 하루(UTC+8)가 시작될 때 하루 한 번 발행됩니다. 발행량은 40,000~60,000 QC이며 그중 70%가 유통됩니다. 그날 이전에 개설된 모든 메인 지갑 계정은 0.50 QC에 보유 QC의 0.2%를 더한 몫을 받습니다. 일별 수치, 유통량, 스테이킹 총액은 발행 페이지에 공개됩니다.</p>
<h2>3. 스테이킹</h2>
<p>회원은 지갑 계정의 QC를 7일, 30일, 90일 또는 180일 동안 100 QC부터 스테이킹할 수 있으며, 원금에 더해 각각 1.5%, 8%, 30%, 70%의 수익을 받습니다. 스테이킹은 생성 후 1시간 안에 결제해야 합니다. 진행 중에는 서버 기준 하루마다 금액의 0.05%가 지갑으로 지급됩니다. 만기가 되면 자동으로 정산되어 원금과 수익이 한 번에 지갑으로 돌아갑니다. 만기 전에는 정산할 수 없습니다.</p>
<h2>4. 노드 채굴</h2>
<p>채굴 세션은 24시간 동안 진행되며 기본 속도는 시간당 0.5 QC입니다. 회원들은 그룹으로 함께 채굴하며, 온라인인 다른 회원 한 명마다 속도가 1.05배가 됩니다. 채굴 페이지는 열려 있는 동안 1분마다 상태를 보고하며, 세션은 보고되는 동안에만 수익을 내고 보고 한 번당 최대 90초까지 인정됩니다. 수익은 세션이 끝날 때 회원의 QC로 지급됩니다. 매일 출석하면 1 QC를 받고, 승인된 노드 위치를 등록한 회원은 그 위치에서 500미터 이내에 있을 때 하루 한 번 0.5 QC 보너스를 받습니다.</p>
<h2>5. 위험</h2>
<ul><li>QC 가격은 변동하며 하락할 수 있습니다. 스테이킹 수익은 USDT가 아닌 QC로 지급됩니다.</li><li>스테이킹한 QC는 만기까지 잠깁니다.</li><li>지갑 복구 문구는 한 번만 표시됩니다. 문구를 가진 사람이 지갑을 통제하며, 잃어버린 문구는 복구할 수 없습니다.</li><li>규칙, 비율, 발행량은 바뀔 수 있습니다. 이 문서의 어떤 내용도 투자 조언이 아닙니다.</li></ul>`,
  ja_jp: `<p>バージョン1.0。本書では、QCとは何か、新しいQCがどのように発行されるか、ステーキングとノードマイニングでどのように支払われるかを説明します。</p>
<h2>1. QCとは</h2>
<p>QCはQC Mallのトークンです。すべての会員はモールのアカウントにQCを保有し、1つ以上のウォレット口座に保管できます。QCは商品、宝箱、バザーの注文の支払いに使え、モールの残高やポイントと交換でき、USDTやTRXと同じようにウォレット間で送金できます。USDT建ての価格はウォレットに表示され、時間とともに変動します。</p>
<h2>2. 発行</h2>
<p>初期供給量は21,000,000 QCです。新しいQCはサーバーの1日（UTC+8）が始まるときに1日1回発行されます。発行量は40,000〜60,000 QCで、そのうち70%が流通します。その日より前に開設されたメインウォレット口座はそれぞれ、0.50 QCに保有QCの0.2%を加えた分配を受け取ります。日ごとの数値、流通量、ステーキング総額は発行ページで公開されます。</p>
<h2>3. ステーキング</h2>
<p>会員はウォレット口座のQCを7日、30日、90日、180日の期間で100 QCからステーキングでき、元本に加えてそれぞれ1.5%、8%、30%、70%の収益を受け取ります。ステーキングは作成から1時間以内に支払う必要があります。運用中は、サーバーの1日ごとに金額の0.05%がウォレットに支払われます。満期になると自動で精算され、元本と収益がまとめてウォレットに戻ります。満期前に精算することはできません。</p>
<h2>4. ノードマイニング</h2>
<p>マイニングのセッションは24時間続き、基本速度は1時間あたり0.5 QCです。会員はグループでマイニングし、オンラインの他のメンバー1人ごとに速度が1.05倍になります。マイニングページは開いている間1分ごとに状態を報告し、セッションは報告されている間だけ収益を生み、1回の報告で最大90秒分が計上されます。収益はセッション終了時に会員のQCに支払われます。毎日のサインインで1 QC、承認済みのノード位置を登録した会員は、その位置から500メートル以内にいるとき1日1回0.5 QCのボーナスを受け取れます。</p>
<h2>5. リスク</h2>
<ul><li>QCの価格は変動し、下落することがあります。ステーキングの収益はUSDTではなくQCで支払われます。</li><li>ステーキングしたQCは満期までロックされます。</li><li>ウォレットの復元フレーズは一度しか表示されません。フレーズを持つ人がウォレットを管理でき、失ったフレーズは復元できません。</li><li>ルール、比率、発行量は変更されることがあります。本書のいかなる内容も投資助言ではありません。</li></ul>`,
  ru_ru: `<p>Версия 1.0. Здесь описано, что такое QC, как выпускаются новые QC и как их выплачивают стейкинг и майнинг узлов.</p>
<h2>1. Что такое QC</h2>
<p>QC — токен QC Mall. Каждый участник держит QC на счёте магазина и может хранить их на одном или нескольких счетах кошелька. QC оплачивают товары, сундуки с сокровищами и заказы на базаре, обмениваются на баланс и баллы магазина и переводятся между кошельками, как USDT и TRX. Цена QC в USDT показана в кошельке и меняется со временем.</p>
<h2>2. Эмиссия</h2>
<p>Начальное предложение — 21 000 000 QC. Новые QC выпускаются раз в день, в начале дня сервера (UTC+8): от 40 000 до 60 000 QC, из них 70&nbsp;% поступают в обращение. Каждый основной счёт кошелька, открытый до этого дня, получает долю: 0,50 QC плюс 0,2&nbsp;% от QC на нём. Дневные данные, объём в обращении и сумма в стейкинге публикуются на страницах эмиссии.</p>
<h2>3. Стейкинг</h2>
<p>Участник может отдать QC со счёта кошелька в стейкинг на 7, 30, 90 или 180 дней, от 100 QC, с доходом 1,5&nbsp;%, 8&nbsp;%, 30&nbsp;% или 70&nbsp;% сверх суммы. Стейк нужно оплатить в течение часа после создания. Пока он действует, каждый день сервера на кошелёк начисляется 0,05&nbsp;% его суммы. В срок погашения стейк выплачивается сам: сумма и доход сразу возвращаются на кошелёк. Досрочно выплатить стейк нельзя.</p>
<h2>4. Майнинг узлов</h2>
<p>Сессия майнинга длится 24 часа с базовой скоростью 0,5 QC в час. Участники майнят вместе в группах: каждый другой участник онлайн умножает скорость на 1,05. Страница майнинга раз в минуту сообщает, что она открыта; сессия приносит доход, только пока о ней сообщают, не более 90 секунд за одно сообщение. Доход зачисляется на QC участника по окончании сессии. Ежедневная отметка даёт 1 QC, а участник с одобренным местом узла раз в день получает бонус 0,5 QC, находясь не дальше 500 метров от него.</p>
<h2>5. Риски</h2>
<ul><li>Цена QC меняется и может упасть. Доход от стейкинга выплачивается в QC, а не в USDT.</li><li>QC в стейкинге заблокированы до срока погашения.</li><li>Фраза восстановления кошелька показывается один раз. Кто владеет ею, тот управляет кошельком; потерянную фразу восстановить нельзя.</li><li>Правила, ставки и эмиссия могут меняться. Ничто в этом документе не является инвестиционной рекомендацией.</li></ul>`,
};

interface ResourceRow {
  title: Translations;
  description: Translations;
  /** an internal route of the app, or an https address on a web view host (src/lib/security/webViewHosts.ts) */
  url: string;
}

/** The resources page's links (Public/getConfig `resources`). */
export const RESOURCES: readonly ResourceRow[] = [
  {
    title: {
      en_us: 'White paper',
      zh_cn: '白皮书',
      pt_br: 'Documento técnico',
      ko_kr: '백서',
      ja_jp: 'ホワイトペーパー',
      ru_ru: 'Белая книга',
    },
    description: {
      en_us: 'What QC is, issuance, staking, mining and the risks',
      zh_cn: 'QC 简介、增发、质押、挖矿与风险',
      pt_br: 'O que é o QC, emissão, staking, mineração e riscos',
      ko_kr: 'QC 소개, 발행, 스테이킹, 채굴과 위험',
      ja_jp: 'QCの概要、発行、ステーキング、マイニングとリスク',
      ru_ru: 'Что такое QC, эмиссия, стейкинг, майнинг и риски',
    },
    url: '/pages/wallet/whitePaper',
  },
  {
    title: {
      en_us: 'QC price chart',
      zh_cn: 'QC 价格走势',
      pt_br: 'Gráfico de preço do QC',
      ko_kr: 'QC 가격 차트',
      ja_jp: 'QC価格チャート',
      ru_ru: 'График цены QC',
    },
    description: {
      en_us: 'QC’s price in USDT over time',
      zh_cn: 'QC 的 USDT 价格变化',
      pt_br: 'O preço do QC em USDT ao longo do tempo',
      ko_kr: '시간에 따른 QC의 USDT 가격',
      ja_jp: 'QCのUSDT建て価格の推移',
      ru_ru: 'Цена QC в USDT во времени',
    },
    url: '/pages/wallet/chart',
  },
  {
    title: {
      en_us: 'Daily issuance',
      zh_cn: '每日增发',
      pt_br: 'Emissão diária',
      ko_kr: '일일 발행',
      ja_jp: '毎日の発行',
      ru_ru: 'Ежедневная эмиссия',
    },
    description: {
      en_us: 'New QC each day and the total supply',
      zh_cn: '每天新增的 QC 与总量',
      pt_br: 'Os novos QC de cada dia e a oferta total',
      ko_kr: '매일 새로 발행되는 QC와 총 공급량',
      ja_jp: '毎日新たに発行されるQCと総供給量',
      ru_ru: 'Новые QC за день и общее предложение',
    },
    url: '/pages/wallet/todayAdd',
  },
  {
    title: {
      en_us: 'Circulation',
      zh_cn: '流通量',
      pt_br: 'Circulação',
      ko_kr: '유통량',
      ja_jp: '流通量',
      ru_ru: 'Обращение',
    },
    description: {
      en_us: 'QC in circulation and QC staked, day by day',
      zh_cn: '每日流通中的 QC 与质押中的 QC',
      pt_br: 'QC em circulação e em staking, dia a dia',
      ko_kr: '날짜별 유통 QC와 스테이킹된 QC',
      ja_jp: '日ごとの流通QCとステーキング中のQC',
      ru_ru: 'QC в обращении и в стейкинге по дням',
    },
    url: '/pages/wallet/todayCirc',
  },
  {
    title: {
      en_us: 'Help centre',
      zh_cn: '帮助中心',
      pt_br: 'Central de ajuda',
      ko_kr: '고객 센터',
      ja_jp: 'ヘルプセンター',
      ru_ru: 'Справочный центр',
    },
    description: {
      en_us: 'Answers about wallets, staking and mining',
      zh_cn: '关于钱包、质押和挖矿的常见问题',
      pt_br: 'Respostas sobre carteiras, staking e mineração',
      ko_kr: '지갑, 스테이킹, 채굴에 관한 답변',
      ja_jp: 'ウォレット、ステーキング、マイニングのよくある質問',
      ru_ru: 'Ответы о кошельках, стейкинге и майнинге',
    },
    url: 'https://help.qcmall.io/',
  },
  {
    title: {
      en_us: 'Official website',
      zh_cn: '官方网站',
      pt_br: 'Site oficial',
      ko_kr: '공식 웹사이트',
      ja_jp: '公式サイト',
      ru_ru: 'Официальный сайт',
    },
    description: {
      en_us: 'News and announcements from QC Mall',
      zh_cn: 'QC 商城的新闻与公告',
      pt_br: 'Notícias e comunicados do QC Mall',
      ko_kr: 'QC Mall의 소식과 공지',
      ja_jp: 'QC Mallのニュースとお知らせ',
      ru_ru: 'Новости и объявления QC Mall',
    },
    url: 'https://qcmall.io/',
  },
];
