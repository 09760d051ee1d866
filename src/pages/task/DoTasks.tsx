// /pages/task/DoTasks
export { default } from '../../features/tasks/TaskDetails';
