import type { Translations } from '../../db/schema';

/** The staff's reasons for rejecting a task's proof (`sub_refusal`), in every language. */
export const TASK_REFUSALS = {
  /** the fake review's reason: a proof whose file name has "reject" in it */
  notShown: {
    zh_cn: '截图未显示已完成的任务，请重新提交。',
    en_us: 'The screenshot does not show the finished task. Please send a new one.',
    pt_br: 'A captura de tela não mostra a tarefa concluída. Envie uma nova.',
    ko_kr: '스크린샷에 완료된 작업이 보이지 않습니다. 새로 보내 주세요.',
    ja_jp: 'スクリーンショットにタスクの完了が写っていません。新しいものを送ってください。',
    ru_ru: 'На скриншоте не видно выполненного задания. Пришлите новый.',
  },
  /** the seeded rejection of the demo's review task */
  blurred: {
    zh_cn: '图片模糊，请提交更清晰的截图。',
    en_us: 'The picture is blurred. Please send a sharper screenshot.',
    pt_br: 'A imagem está borrada. Envie uma captura de tela mais nítida.',
    ko_kr: '사진이 흐릿합니다. 더 선명한 스크린샷을 보내 주세요.',
    ja_jp: '画像がぼやけています。もっと鮮明なスクリーンショットを送ってください。',
    ru_ru: 'Снимок размыт. Пришлите более чёткий скриншот.',
  },
} as const satisfies Record<string, Translations>;

export type TaskRefusal = keyof typeof TASK_REFUSALS;
