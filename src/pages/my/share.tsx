// /pages/my/share
export { default } from '../../features/invite/Invite';
