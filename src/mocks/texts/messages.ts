import type { LangValue } from '../../api/types';
import { languageByValue } from '../../i18n/languages';
import { ACCOUNT_MESSAGES } from '../handlers/profile/db/messagesAccount';
import { AUCTION_MESSAGES } from '../handlers/auction/messagesAuction';
import { BAZAAR_MESSAGES } from '../handlers/goods/messagesBazaar';
import { DEVICE_MESSAGES } from '../handlers/device/messagesDevice';
import { GIFT_MESSAGES } from '../handlers/message/messagesGifts';
import { INBOX_MESSAGES } from '../handlers/message/messagesInbox';
import { MONEY_MESSAGES } from '../handlers/payment/messagesMoney';
import { ORDER_MESSAGES } from '../handlers/orders/messagesOrders';
import { TASK_MESSAGES } from '../handlers/task/messagesTask';
import { TEAM_MESSAGES } from '../handlers/team/messagesTeam';
import { TREASURE_MESSAGES } from '../handlers/treasure/messagesTreasure';
import { MINING_MESSAGES } from '../handlers/mining/messagesMining';
import { STAKE_MESSAGES } from '../handlers/stakes/messagesStakes';
import { WALLET_MESSAGES } from '../handlers/wallet/messagesWallet';
import { REQUEST_MESSAGES } from './messagesRequest';

type Translations = Record<LangValue, string>;

/**
 * Every text the fake backend can answer with, in the six languages the `lang` header names; a group with
 * many answers keeps them in its own file, spread in here.
 */
export const MESSAGES = {
  success: {
    zh_cn: '操作成功',
    en_us: 'Success',
    pt_br: 'Sucesso',
    ko_kr: '성공',
    ja_jp: '成功しました',
    ru_ru: 'Успешно',
  },
  loginSuccess: {
    zh_cn: '登录成功',
    en_us: 'Login successful',
    pt_br: 'Login realizado com sucesso',
    ko_kr: '로그인 성공',
    ja_jp: 'ログインしました',
    ru_ru: 'Вход выполнен',
  },
  codeSent: {
    zh_cn: '验证码已发送',
    en_us: 'Verification code sent',
    pt_br: 'Código de verificação enviado',
    ko_kr: '인증번호가 전송되었습니다',
    ja_jp: '認証コードを送信しました',
    ru_ru: 'Код подтверждения отправлен',
  },
  verificationFailed: {
    zh_cn: '验证失败',
    en_us: 'Verification failed',
    pt_br: 'Falha na verificação',
    ko_kr: '검증에 실패했습니다',
    ja_jp: '検証に失敗しました',
    ru_ru: 'Ошибка проверки',
  },
  requestExpired: {
    zh_cn: '请求已过期，请检查设备时间后重试',
    en_us: 'Request expired: check the time on your device and try again',
    pt_br: 'Solicitação expirada: verifique a hora do dispositivo e tente de novo',
    ko_kr: '요청이 만료되었습니다. 기기 시간을 확인하고 다시 시도하세요',
    ja_jp: 'リクエストの有効期限切れです。端末の時刻を確認して再試行してください',
    ru_ru: 'Срок запроса истёк: проверьте время на устройстве и повторите',
  },
  requestReplayed: {
    zh_cn: '重复的请求，未执行',
    en_us: 'This request was already received; it was not carried out again',
    pt_br: 'Esta solicitação já foi recebida; não foi executada de novo',
    ko_kr: '이미 받은 요청입니다. 다시 처리하지 않았습니다',
    ja_jp: 'このリクエストは受信済みです。再実行はしていません',
    ru_ru: 'Этот запрос уже получен; повторно он не выполнен',
  },
  pleaseLogIn: {
    zh_cn: '请先登录',
    en_us: 'Please log in',
    pt_br: 'Por favor, faça login',
    ko_kr: '로그인해 주세요',
    ja_jp: 'ログインしてください',
    ru_ru: 'Пожалуйста, войдите в аккаунт',
  },
  serverError: {
    zh_cn: '服务器繁忙，请稍后再试',
    en_us: 'The server is busy, please try again later',
    pt_br: 'O servidor está ocupado, tente novamente mais tarde',
    ko_kr: '서버가 혼잡합니다. 잠시 후 다시 시도해 주세요',
    ja_jp: 'サーバーが混み合っています。しばらくしてから再度お試しください',
    ru_ru: 'Сервер занят, повторите попытку позже',
  },
  badRequest: {
    zh_cn: '请求参数错误',
    en_us: 'Invalid request',
    pt_br: 'Solicitação inválida',
    ko_kr: '잘못된 요청입니다',
    ja_jp: '不正なリクエストです',
    ru_ru: 'Неверный запрос',
  },
  phoneInvalid: {
    zh_cn: '请输入正确的手机号',
    en_us: 'Please enter a valid phone number',
    pt_br: 'Insira um número de telefone válido',
    ko_kr: '올바른 전화번호를 입력해 주세요',
    ja_jp: '正しい電話番号を入力してください',
    ru_ru: 'Введите правильный номер телефона',
  },
  regionInvalid: {
    zh_cn: '请选择正确的区号',
    en_us: 'Please select a valid area code',
    pt_br: 'Selecione um código de área válido',
    ko_kr: '올바른 국가 번호를 선택해 주세요',
    ja_jp: '正しい国番号を選択してください',
    ru_ru: 'Выберите правильный код страны',
  },
  codeTypeInvalid: {
    zh_cn: '验证码类型错误',
    en_us: 'Unknown verification code type',
    pt_br: 'Tipo de código de verificação desconhecido',
    ko_kr: '알 수 없는 인증번호 유형입니다',
    ja_jp: '不明な認証コードの種類です',
    ru_ru: 'Неизвестный тип кода подтверждения',
  },
  codeWait: {
    zh_cn: '请稍后再获取验证码',
    en_us: 'Please wait before requesting another code',
    pt_br: 'Aguarde antes de solicitar outro código',
    ko_kr: '잠시 후 다시 인증번호를 요청해 주세요',
    ja_jp: 'しばらくしてから再度コードをリクエストしてください',
    ru_ru: 'Подождите, прежде чем запрашивать новый код',
  },
  codeInvalid: {
    zh_cn: '验证码错误',
    en_us: 'Wrong verification code',
    pt_br: 'Código de verificação incorreto',
    ko_kr: '인증번호가 올바르지 않습니다',
    ja_jp: '認証コードが正しくありません',
    ru_ru: 'Неверный код подтверждения',
  },
  codeExpired: {
    zh_cn: '验证码已过期，请重新获取',
    en_us: 'The verification code has expired, please request a new one',
    pt_br: 'O código de verificação expirou, solicite um novo',
    ko_kr: '인증번호가 만료되었습니다. 다시 요청해 주세요',
    ja_jp: '認証コードの有効期限が切れました。再度取得してください',
    ru_ru: 'Срок действия кода истёк, запросите новый',
  },
  phoneRegistered: {
    zh_cn: '该手机号已注册',
    en_us: 'This phone number is already registered',
    pt_br: 'Este número de telefone já está registrado',
    ko_kr: '이미 가입된 전화번호입니다',
    ja_jp: 'この電話番号はすでに登録されています',
    ru_ru: 'Этот номер телефона уже зарегистрирован',
  },
  phoneUnknown: {
    zh_cn: '该手机号未注册',
    en_us: 'This phone number is not registered',
    pt_br: 'Este número de telefone não está registrado',
    ko_kr: '가입되지 않은 전화번호입니다',
    ja_jp: 'この電話番号は登録されていません',
    ru_ru: 'Этот номер телефона не зарегистрирован',
  },
  passwordLength: {
    zh_cn: '密码长度为8-16位',
    en_us: 'The password must be 8 to 16 characters',
    pt_br: 'A senha deve ter de 8 a 16 caracteres',
    ko_kr: '비밀번호는 8~16자여야 합니다',
    ja_jp: 'パスワードは8～16文字で入力してください',
    ru_ru: 'Пароль должен содержать от 8 до 16 символов',
  },
  inviteRequired: {
    zh_cn: '请输入邀请码',
    en_us: 'Please enter the invitation code',
    pt_br: 'Insira o código de convite',
    ko_kr: '초대 코드를 입력해 주세요',
    ja_jp: '招待コードを入力してください',
    ru_ru: 'Введите код приглашения',
  },
  inviteInvalid: {
    zh_cn: '邀请码无效',
    en_us: 'Invalid invitation code',
    pt_br: 'Código de convite inválido',
    ko_kr: '유효하지 않은 초대 코드입니다',
    ja_jp: '招待コードが無効です',
    ru_ru: 'Недействительный код приглашения',
  },
  wrongCredentials: {
    zh_cn: '手机号或密码错误',
    en_us: 'Wrong phone number or password',
    pt_br: 'Número de telefone ou senha incorretos',
    ko_kr: '전화번호 또는 비밀번호가 올바르지 않습니다',
    ja_jp: '電話番号またはパスワードが正しくありません',
    ru_ru: 'Неверный номер телефона или пароль',
  },
  nicknameLength: {
    zh_cn: '昵称长度为1-20个字符',
    en_us: 'The nickname must be 1 to 20 characters',
    pt_br: 'O apelido deve ter de 1 a 20 caracteres',
    ko_kr: '닉네임은 1~20자여야 합니다',
    ja_jp: 'ニックネームは1～20文字で入力してください',
    ru_ru: 'Никнейм должен содержать от 1 до 20 символов',
  },
  avatarInvalid: {
    zh_cn: '头像必须是图片链接',
    en_us: 'The avatar must be an image link',
    pt_br: 'O avatar deve ser um link de imagem',
    ko_kr: '프로필 사진은 이미지 링크여야 합니다',
    ja_jp: 'アバターは画像のリンクである必要があります',
    ru_ru: 'Аватар должен быть ссылкой на изображение',
  },
  nothingToChange: {
    zh_cn: '没有需要修改的内容',
    en_us: 'Nothing to change',
    pt_br: 'Nada para alterar',
    ko_kr: '변경할 내용이 없습니다',
    ja_jp: '変更する内容がありません',
    ru_ru: 'Нечего изменять',
  },
  redirectInvalid: {
    zh_cn: '回调地址无效',
    en_us: 'Invalid redirect address',
    pt_br: 'Endereço de redirecionamento inválido',
    ko_kr: '유효하지 않은 리디렉션 주소입니다',
    ja_jp: 'リダイレクト先が無効です',
    ru_ru: 'Недопустимый адрес перенаправления',
  },
  authorizationInvalid: {
    zh_cn: '授权已失效，请重新授权',
    en_us: 'The authorization has expired, please authorize again',
    pt_br: 'A autorização expirou, autorize novamente',
    ko_kr: '인증이 만료되었습니다. 다시 인증해 주세요',
    ja_jp: '認証の有効期限が切れました。もう一度認証してください',
    ru_ru: 'Срок авторизации истёк, авторизуйтесь снова',
  },
  userNotFound: {
    zh_cn: '用户不存在',
    en_us: 'User not found',
    pt_br: 'Usuário não encontrado',
    ko_kr: '사용자를 찾을 수 없습니다',
    ja_jp: 'ユーザーが見つかりません',
    ru_ru: 'Пользователь не найден',
  },
  fileRequired: {
    zh_cn: '请选择图片',
    en_us: 'Please select a picture',
    pt_br: 'Selecione uma imagem',
    ko_kr: '사진을 선택해 주세요',
    ja_jp: '画像を選択してください',
    ru_ru: 'Выберите изображение',
  },
  fileNotImage: {
    zh_cn: '只能上传图片',
    en_us: 'Only pictures can be uploaded',
    pt_br: 'Apenas imagens podem ser enviadas',
    ko_kr: '사진만 업로드할 수 있습니다',
    ja_jp: 'アップロードできるのは画像のみです',
    ru_ru: 'Можно загружать только изображения',
  },
  fileTooLarge: {
    zh_cn: '图片不能超过5MB',
    en_us: 'The picture must not exceed 5 MB',
    pt_br: 'A imagem não pode exceder 5 MB',
    ko_kr: '사진은 5MB를 초과할 수 없습니다',
    ja_jp: '画像は5MB以下にしてください',
    ru_ru: 'Размер изображения не должен превышать 5 МБ',
  },
  logsInvalid: {
    zh_cn: '访问记录无效',
    en_us: 'Invalid visit records',
    pt_br: 'Registros de visita inválidos',
    ko_kr: '방문 기록이 올바르지 않습니다',
    ja_jp: '訪問記録が無効です',
    ru_ru: 'Недопустимые записи о посещениях',
  },
  contentRequired: {
    zh_cn: '请输入内容',
    en_us: 'Please enter the content',
    pt_br: 'Insira o conteúdo',
    ko_kr: '내용을 입력해 주세요',
    ja_jp: '内容を入力してください',
    ru_ru: 'Введите содержимое',
  },
  contentTooLong: {
    zh_cn: '内容过长',
    en_us: 'The content is too long',
    pt_br: 'O conteúdo é muito longo',
    ko_kr: '내용이 너무 깁니다',
    ja_jp: '内容が長すぎます',
    ru_ru: 'Содержимое слишком длинное',
  },
  ...TREASURE_MESSAGES,
  ...ORDER_MESSAGES,
  ...GIFT_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...MONEY_MESSAGES,
  ...TEAM_MESSAGES,
  ...INBOX_MESSAGES,
  ...BAZAAR_MESSAGES,
  ...AUCTION_MESSAGES,
  ...WALLET_MESSAGES,
  ...STAKE_MESSAGES,
  ...MINING_MESSAGES,
  ...DEVICE_MESSAGES,
  ...TASK_MESSAGES,
  ...REQUEST_MESSAGES,
} as const satisfies Record<string, Translations>;

export type MessageKey = keyof typeof MESSAGES;

/** The request's language from its `lang` header; anything else falls back to English. */
export const langOf = (header: string | null): LangValue => languageByValue(header)?.value ?? 'en_us';

/** What fills a message's `{name}`s: figures and names, the same in every language. */
export type MessageParams = Record<string, string>;

export const message = (key: MessageKey, lang: LangValue, params: MessageParams = {}): string =>
  MESSAGES[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
