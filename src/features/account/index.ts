// What the other features use of account; its screens are reached through their route files.
export { ProfileGate } from './ProfileGate';
