// /pages/device/index
export { default } from '../../features/devices/Devices';
