// /pages/device/sys
export { default } from '../../features/devices/DeviceSystem';
