/**
 * System messages of the tasks: staff reviewed a proof (approved, or rejected with a reason). `{task}` is the
 * task's title, `{reward}` the reward with its unit, `{reason}` the staff's reason.
 */
export const TASK_NOTICE_TEXTS = {
  taskApproved: {
    title: {
      zh_cn: '任务审核通过',
      en_us: 'Task approved',
      pt_br: 'Tarefa aprovada',
      ko_kr: '작업이 승인되었습니다',
      ja_jp: 'タスクが承認されました',
      ru_ru: 'Задание принято',
    },
    content: {
      zh_cn: '您为“{task}”提交的凭证已通过审核，请在任务中心领取奖励 {reward}。',
      en_us: 'Your proof for “{task}” was approved. Collect your reward of {reward} in Tasks.',
      pt_br: 'Seu comprovante de “{task}” foi aprovado. Resgate sua recompensa de {reward} em Tarefas.',
      ko_kr: '“{task}” 작업의 인증 자료가 승인되었습니다. 작업에서 보상 {reward}을(를) 받으세요.',
      ja_jp: '「{task}」の証明が承認されました。「タスク」で報酬 {reward} を受け取ってください。',
      ru_ru: 'Подтверждение к заданию «{task}» принято. Заберите награду {reward} в разделе «Задания».',
    },
  },
  taskRejected: {
    title: {
      zh_cn: '任务审核未通过',
      en_us: 'Task not approved',
      pt_br: 'Tarefa não aprovada',
      ko_kr: '작업이 승인되지 않았습니다',
      ja_jp: 'タスクは承認されませんでした',
      ru_ru: 'Задание не принято',
    },
    content: {
      zh_cn: '您为“{task}”提交的凭证未通过审核：{reason}',
      en_us: 'Your proof for “{task}” was not approved: {reason}',
      pt_br: 'Seu comprovante de “{task}” não foi aprovado: {reason}',
      ko_kr: '“{task}” 작업의 인증 자료가 승인되지 않았습니다: {reason}',
      ja_jp: '「{task}」の証明は承認されませんでした：{reason}',
      ru_ru: 'Подтверждение к заданию «{task}» не принято: {reason}',
    },
  },
} as const;
