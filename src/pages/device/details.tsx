// /pages/device/details
export { default } from '../../features/devices/DeviceDetails';
