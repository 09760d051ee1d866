// /pages/wallet/income
export { default } from '../../features/staking/StakeIncome';
