import { approvedAddressOf } from '../../profile/db/addresses';
import { completeBazaarOrder, markBazaarPaid, placeBazaarOrder, shipBazaarOrder } from './bazaar';
import { createListing, type ListingFields } from './bazaarListings';
import { goodsOf } from '../../treasure/db/issues';
import { days, hours, minutes, type SeedClock } from '../../../db/seedClock';
import type { SeedEvent } from '../../../db/seedTimeline';
import type { BazaarListingRow, BazaarOrderRow, DbState, UserRow } from '../../../db/schema';

/** Seeded users by their place in the seed (seedUsers.ts). */
const DEMO = 0;
const JOAO = 4;
const MINJUN = 5;
const LUCAS = 10;

/** Platform products João sells (seedGoods.ts ids), one per category. */
const JBL = 3;
const VACUUM = 4;
const SULWHASOO = 7;
const COFFEE = 12;
const G_SHOCK = 14;
const STARBUCKS = 16;

/** Long on purpose, just under the 2,000-character bound: the details page must wrap and fold it. */
const LONG_DESCRIPTION = [
  '<p>Caixa de som JBL Flip 6 comprada aqui no QC Mall em março, usada poucas vezes em casa. Funciona ',
  'perfeitamente: graves fortes, agudos limpos, bateria segura as 12 horas prometidas pelo fabricante.</p>',
  '<p>Acompanha a caixa original, o cabo USB-C e o manual. Sem arranhões na grade; a borracha das laterais ',
  'está como nova. Resistente à água e à poeira (IP67): já foi para a piscina duas vezes sem problema ',
  'nenhum. Emparelha com o celular em segundos e dá para ligar duas caixas JBL juntas com o PartyBoost.</p>',
  '<p>Estou vendendo porque ganhei uma Charge 5 de aniversário e não preciso de duas caixas. Envio pelos ',
  'Correios no dia seguinte ao pagamento, bem embalada em plástico bolha e caixa de papelão reforçada. O ',
  'código de rastreio aparece no pedido assim que eu despachar.</p>',
  '<p>English: JBL Flip 6 bought here in March and used a handful of times at home. Everything works as on ',
  'day one: deep bass, clear highs, and the battery still lasts the 12 hours the maker promises. It comes ',
  'with the original box, the USB-C cable and the manual; no scratches on the grille and the rubber sides ',
  'look new. Waterproof and dustproof (IP67). Pairs with a phone in seconds and links with another JBL ',
  'speaker through PartyBoost. I ship the day after payment, wrapped in bubble wrap inside a strong carton, ',
  'and the courier number shows in the order as soon as it leaves.</p>',
  '<p>Especificações: potência de 20 W (woofer) + 10 W (tweeter), Bluetooth 5.1, resposta de frequência de ',
  '63 Hz a 20 kHz, dimensões de 17,8 × 6,8 × 7,2 cm, peso de 550 g. Cor: azul. Carrega em cerca de 2 horas e ',
  'meia com um carregador de 5 V / 3 A (não incluso). Funciona com o aplicativo JBL Portable para ajustar o ',
  'equalizador e atualizar o firmware.</p>',
  '<p>Dúvidas? Pergunte antes de comprar. Questions? Ask before you buy: I answer within the day, usually ',
  'in the evening (Brasília time). Thanks for looking, and enjoy the music! 🎶</p>',
].join('');

/** Markup that must never run: the app shows descriptions through DOMPurify (e2e watches window.__qcHostile). */
const HOSTILE_DESCRIPTION =
  '<p>설화수 윤조에센스 — conjunto lacrado, validade 2027.</p>' +
  "<script>window.__qcHostile = 'bazaar script'</script>" +
  `<img src=x onerror="window.__qcHostile = 'bazaar picture'">` +
  '<p><b>Presente</b> que recebi em dobro.</p>';

const MIXED_DESCRIPTION =
  '<p>☕️ Café do Cerrado Mineiro, torra média 🇧🇷 · 巴西咖啡豆 · ブラジル産コーヒー · 브라질 원두 · ' +
  'Бразильский кофе</p><p>Sacos fechados de 1 kg, torrados em outubro. 👍 Chocolate, caramelo e castanhas.</p>';

interface Plan {
  goodsId: number;
  fields: Omit<ListingFields, 'goodsId' | 'fromOrderId' | 'images'>;
  /** the seller's pictures: the product's gallery, or none (the product's picture is the cover) */
  gallery: boolean;
  listedAgo: number;
}

const plan = (goodsId: number, listedAgo: number, fields: Plan['fields'], gallery = false): Plan => ({
  goodsId,
  fields,
  gallery,
  listedAgo,
});

/** One listing per category: balance and QC prices; the watch sells out, the gift card goes off the shelf. */
const PLANS: Plan[] = [
  plan(JBL, days(12), { price: 699, currency: 'balance', stock: 3, description: LONG_DESCRIPTION }, true),
  plan(SULWHASOO, days(10), { price: 80, currency: 'qc', stock: 5, description: HOSTILE_DESCRIPTION }),
  plan(COFFEE, days(9), { price: 45.5, currency: 'qc', stock: 10, description: MIXED_DESCRIPTION }),
  plan(G_SHOCK, days(8), {
    price: 650,
    currency: 'balance',
    stock: 1,
    description: '<p>Casio G-Shock GA-2100, preto, na caixa. Uma unidade só.</p>',
  }),
  plan(STARBUCKS, days(6), {
    price: 92,
    currency: 'balance',
    stock: 4,
    description: '<p>Cartão presente Starbucks de 100, código enviado por mensagem após a entrega.</p>',
  }),
  plan(VACUUM, days(5), {
    price: 850.99,
    currency: 'balance',
    stock: 2,
    description: '<p>Xiaomi Robot Vacuum S10 novo, lacrado. Nota fiscal inclusa.</p>',
  }),
];

function userAt(state: DbState, index: number): UserRow {
  const user = state.users[index];
  if (!user) throw new Error(`seed: no user ${index}`);
  return user;
}

/** A seeded purchase of João's listing of `goodsId`, as far as its plan says: paid, shipped, received. */
interface Sale {
  goodsId: number;
  buyer: number;
  quantity: number;
  placedAgo: number;
  paidAfter: number;
  shippedAgo?: number;
  receivedAgo?: number;
}

/**
 * João's sales: 김민준 bought the watch last week and received it (João was credited: the shop's income);
 * Lucas paid for the vacuum three hours ago (João's order to ship); the demo bought two bags of coffee two
 * days ago, which João shipped yesterday (the demo can confirm receipt, or it is received by itself in 6 days).
 */
const SALES: Sale[] = [
  {
    goodsId: G_SHOCK,
    buyer: MINJUN,
    quantity: 1,
    placedAgo: days(6),
    paidAfter: minutes(5),
    shippedAgo: days(5),
    receivedAgo: days(2),
  },
  {
    goodsId: COFFEE,
    buyer: DEMO,
    quantity: 2,
    placedAgo: days(2) + minutes(20),
    paidAfter: minutes(6),
    shippedAgo: days(1),
  },
  { goodsId: VACUUM, buyer: LUCAS, quantity: 1, placedAgo: hours(3), paidAfter: minutes(4) },
];

function listingFor(state: DbState, goodsId: number): BazaarListingRow {
  const seller = userAt(state, JOAO).uid;
  const listing = state.bazaarListings.find((l) => l.goodsId === goodsId && l.sellerUid === seller);
  if (!listing) throw new Error(`seed: João lists no goods ${goodsId}`);
  return listing;
}

/** One sale's steps, each at its time: placed and paid; shipped and received when its plan says so. */
function saleEvents(state: DbState, clock: SeedClock, sale: Sale): SeedEvent[] {
  let placed: BazaarOrderRow | undefined;
  const order = () => {
    if (!placed) throw new Error(`seed: the sale of goods ${sale.goodsId} was not placed`);
    return placed;
  };
  const at = clock.ago(sale.placedAgo);
  const place = () => {
    const buyer = userAt(state, sale.buyer);
    const address = approvedAddressOf(state, buyer.uid);
    if (!address) throw new Error(`seed: user ${buyer.uid} has no approved address`);
    placed = placeBazaarOrder(state, listingFor(state, sale.goodsId), buyer, sale.quantity, address, at);
  };
  const paid = at + sale.paidAfter;
  const steps: SeedEvent[] = [
    { time: at, act: place },
    { time: paid, act: () => markBazaarPaid(state, order(), paid) },
  ];
  if (sale.shippedAgo !== undefined) {
    const shipped = clock.ago(sale.shippedAgo);
    const ship = () => shipBazaarOrder(state, order(), `LB${String(order().id).padStart(9, '0')}BR`, shipped);
    steps.push({ time: shipped, act: ship });
  }
  if (sale.receivedAgo !== undefined) {
    const received = clock.ago(sale.receivedAgo);
    steps.push({ time: received, act: () => completeBazaarOrder(state, order(), received) });
  }
  return steps;
}

/** João's shop as events of the seed's timeline, through the live rules: listings, sales, one taken off the shelf. */
export function bazaarEvents(state: DbState, clock: SeedClock): SeedEvent[] {
  const listings = PLANS.map((p): SeedEvent => ({
    time: clock.ago(p.listedAgo),
    act: () => {
      const images = p.gallery ? goodsOf(state, p.goodsId).images : [];
      const fields = { goodsId: p.goodsId, fromOrderId: null, images, ...p.fields };
      createListing(state, userAt(state, JOAO).uid, fields, clock.ago(p.listedAgo));
    },
  }));
  const takenOff = () => {
    listingFor(state, STARBUCKS).status = 0;
  };
  return [
    ...listings,
    ...SALES.flatMap((sale) => saleEvents(state, clock, sale)),
    { time: clock.ago(days(2)), act: takenOff },
  ];
}
