/** Answers about the message boxes (ClearMessage). */
export const INBOX_MESSAGES = {
  messageBoxInvalid: {
    zh_cn: '消息类型不存在',
    en_us: 'Unknown message box',
    pt_br: 'Caixa de mensagens desconhecida',
    ko_kr: '알 수 없는 메시지함입니다',
    ja_jp: '不明なメッセージボックスです',
    ru_ru: 'Неизвестный раздел сообщений',
  },
  noticeNotFound: {
    zh_cn: '消息不存在',
    en_us: 'Message not found',
    pt_br: 'Mensagem não encontrada',
    ko_kr: '메시지를 찾을 수 없습니다',
    ja_jp: 'メッセージが見つかりません',
    ru_ru: 'Сообщение не найдено',
  },
  noticeIdOutsideNoticeBox: {
    zh_cn: '只能单独标记系统消息为已读',
    en_us: 'Only a system message can be marked read on its own',
    pt_br: 'Apenas uma mensagem do sistema pode ser marcada como lida individualmente',
    ko_kr: '시스템 메시지만 개별적으로 읽음 처리할 수 있습니다',
    ja_jp: '個別に既読にできるのはシステムメッセージのみです',
    ru_ru: 'Отдельно отметить прочитанным можно только системное сообщение',
  },
} as const;
