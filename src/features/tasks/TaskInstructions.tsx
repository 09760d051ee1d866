import type { Task } from '../../api/tasks/task';
import { TaskReward } from './TaskReward';
import { TaskStatusTag } from './TaskStatusTag';

/** What the task asks: its title, reward and state, the instructions (plain text, lines kept) and picture. */
export function TaskInstructions({ task }: { task: Task }) {
  return (
    <section className="task-panel task-instructions" aria-labelledby="task-title">
      <h2 id="task-title" className="task-heading">
        {task.title}
      </h2>
      <TaskReward task={task} />
      <TaskStatusTag status={task.status} />
      {task.describe ? <p className="task-describe">{task.describe}</p> : null}
      {task.describe_img ? <img className="task-describe-img" src={task.describe_img} alt="" /> : null}
    </section>
  );
}
