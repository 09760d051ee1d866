// /pages/index/ranking
export { default } from '../../features/draws/Rankings';
