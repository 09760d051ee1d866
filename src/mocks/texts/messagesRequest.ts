/** Answers about the request itself, given before any handler reads it (the size and time limits at the door). */
export const REQUEST_MESSAGES = {
  bodyTooLarge: {
    zh_cn: '内容过大，每次最多发送{mb}MB',
    en_us: 'Too large to send: at most {mb} MB at a time',
    pt_br: 'Grande demais para enviar: no máximo {mb} MB por vez',
    ko_kr: '너무 커서 보낼 수 없습니다. 한 번에 최대 {mb}MB까지 보낼 수 있습니다',
    ja_jp: 'サイズが大きすぎます。一度に送信できるのは{mb}MBまでです',
    ru_ru: 'Слишком большой объём: за один раз можно отправить не более {mb} МБ',
  },
  requestTimedOut: {
    zh_cn: '请求超时，请重试',
    en_us: 'The request took too long to arrive, please try again',
    pt_br: 'A solicitação demorou demais para chegar, tente novamente',
    ko_kr: '요청 시간이 초과되었습니다. 다시 시도해 주세요',
    ja_jp: 'リクエストの受信がタイムアウトしました。もう一度お試しください',
    ru_ru: 'Запрос поступал слишком долго, попробуйте ещё раз',
  },
} as const;
