// /pages/device/bind
export { default } from '../../features/devices/BindDevice';
