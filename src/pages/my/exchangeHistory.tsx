// /pages/my/exchangeHistory
export { default } from '../../features/balance/BalanceExchanges';
