// /pages/pages_team/index
export { default } from '../../features/team/Team';
