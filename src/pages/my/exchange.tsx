// /pages/my/exchange
export { default } from '../../features/balance/BalanceExchange';
