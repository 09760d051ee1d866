import type { LangValue } from '../../../api/types';
import type { Translations } from '../../db/schema';

/** What the simulated support agent answers to a text, in turn: the first message gets the first one. */
export const KEFU_TEXT_REPLIES: readonly [Translations, ...Translations[]] = [
  {
    zh_cn: '您好，这里是 QC Mall 客服。感谢您的留言，我们正在处理，稍后会在这里回复您。',
    en_us:
      'Hello, this is QC Mall support. Thank you for your message: we are looking into it and will answer here shortly.',
    pt_br:
      'Olá, aqui é o suporte do QC Mall. Obrigado pela sua mensagem: já estamos verificando e responderemos aqui em breve.',
    ko_kr:
      '안녕하세요, QC Mall 고객센터입니다. 문의해 주셔서 감사합니다. 확인 중이며 곧 이곳에서 답변드리겠습니다.',
    ja_jp:
      'こんにちは、QC Mallカスタマーサポートです。お問い合わせありがとうございます。ただいま確認中ですので、まもなくこちらでご回答いたします。',
    ru_ru:
      'Здравствуйте, это служба поддержки QC Mall. Спасибо за сообщение: мы уже разбираемся и скоро ответим здесь.',
  },
  {
    zh_cn: '感谢您的耐心等待。请告诉我们订单号（可在“我的订单”中查看），以便我们为您核实。',
    en_us:
      'Thank you for waiting. Could you tell us the order number (you will find it in My orders) so we can check it for you?',
    pt_br:
      'Obrigado por aguardar. Pode nos informar o número do pedido (está em Meus pedidos) para verificarmos para você?',
    ko_kr:
      '기다려 주셔서 감사합니다. 확인을 위해 주문 번호(내 주문에서 확인할 수 있습니다)를 알려 주시겠어요?',
    ja_jp:
      'お待たせいたしました。確認のため、注文番号（「マイ注文」でご確認いただけます）をお知らせいただけますか？',
    ru_ru:
      'Спасибо за ожидание. Сообщите, пожалуйста, номер заказа (он есть в разделе «Мои заказы»), чтобы мы могли его проверить.',
  },
  {
    zh_cn: '我们已将您的问题转交相关团队处理，处理完成后您会收到系统消息通知。',
    en_us:
      'We have passed this on to the team concerned. You will get a system message as soon as it is settled.',
    pt_br:
      'Encaminhamos sua solicitação à equipe responsável. Você receberá uma mensagem do sistema assim que for resolvida.',
    ko_kr: '담당 팀에 문의 내용을 전달했습니다. 처리가 완료되면 시스템 메시지로 알려 드리겠습니다.',
    ja_jp: '担当チームに引き継ぎました。対応が完了しましたら、システムメッセージでお知らせいたします。',
    ru_ru:
      'Мы передали ваш вопрос ответственной команде. Как только он будет решён, вы получите системное сообщение.',
  },
  {
    zh_cn: '请问还有其他可以帮您的吗？如有需要，随时在这里留言。',
    en_us: 'Is there anything else we can help you with? Just write to us here at any time.',
    pt_br: 'Podemos ajudar em mais alguma coisa? É só escrever aqui a qualquer momento.',
    ko_kr: '더 도와드릴 일이 있을까요? 언제든지 이곳에 메시지를 남겨 주세요.',
    ja_jp: 'ほかにお手伝いできることはございますか？いつでもこちらからメッセージをお送りください。',
    ru_ru: 'Можем ли мы помочь чем-то ещё? Пишите нам здесь в любое время.',
  },
];

/** The agent's answer to a picture. */
export const KEFU_PICTURE_REPLY: Translations = {
  zh_cn: '我们已收到您的图片，谢谢！工作人员查看后会在这里回复您。',
  en_us: 'We received your picture, thank you! Our team will look at it and answer here.',
  pt_br: 'Recebemos sua imagem, obrigado! Nossa equipe vai analisá-la e responder aqui.',
  ko_kr: '보내 주신 사진을 받았습니다. 감사합니다! 담당자가 확인 후 이곳에서 답변드리겠습니다.',
  ja_jp: '画像を受け取りました。ありがとうございます！担当者が確認のうえ、こちらでご回答いたします。',
  ru_ru: 'Мы получили ваше изображение, спасибо! Наши специалисты его посмотрят и ответят здесь.',
};

/** The agent's answer to an order sent into the chat: it names the order, so the user sees it was read. */
export const kefuOrderReply = (orderNo: string, lang: LangValue): string =>
  ({
    zh_cn: `已收到您的订单 ${orderNo}，我们正在核实订单状态，稍后会在这里回复您。`,
    en_us: `Thank you, we have your order ${orderNo}. We are checking where it stands and will answer here shortly.`,
    pt_br: `Obrigado, recebemos o seu pedido ${orderNo}. Estamos verificando a situação e responderemos aqui em breve.`,
    ko_kr: `주문 ${orderNo}을(를) 받았습니다. 주문 상태를 확인한 뒤 곧 이곳에서 답변드리겠습니다.`,
    ja_jp: `ご注文 ${orderNo} を受け取りました。状況を確認のうえ、まもなくこちらでご回答いたします。`,
    ru_ru: `Спасибо, мы получили ваш заказ ${orderNo}. Проверяем, на каком он этапе, и скоро ответим здесь.`,
  })[lang];
