// /pages/task/index
export { default } from '../../features/tasks/Tasks';
