// /pages/index/draw
export { default } from '../../features/draws/DrawResult';
