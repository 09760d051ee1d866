import { useState } from 'react';
import { Form, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { upload } from '../../api/account/account';
import { MAX_PICTURES, PictureUploader } from '../../ui/form/PictureUploader';
import { SendButton } from '../../ui/money/SendButton';
import { FEEDBACK_MAX, feedbackMessages } from './feedbackMessages';
import { useFeedbackSend } from './useFeedbackSend';

interface FeedbackValues {
  content?: string;
  pictures?: ImageUploadItem[];
}

/** The feedback: text (required, up to 500 characters) and one to nine pictures, sent to customer support. */
export function FeedbackForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const [uploading, setUploading] = useState(false);
  const { send, progress } = useFeedbackSend();

  const submit = async () => {
    const values = await form.validateFields();
    const pictures = (values.pictures ?? []).map((item) => item.url);
    await send(feedbackMessages(values.content ?? '', pictures));
    onDone();
  };

  return (
    <>
      <p className="feedback-hint">{t('feedback.hint')}</p>
      <Form form={form} layout="vertical" requiredMarkStyle="none" className="feedback-form">
        <Form.Item
          name="content"
          label={t('feedback.content')}
          rules={[{ required: true, whitespace: true, message: t('feedback.contentRequired') }]}
        >
          <TextArea placeholder={t('feedback.placeholder')} maxLength={FEEDBACK_MAX} showCount rows={6} />
        </Form.Item>
        <Form.Item
          name="pictures"
          label={t('feedback.pictures', { max: MAX_PICTURES })}
          rules={[
            {
              validator: (_rule, value?: ImageUploadItem[]) =>
                value?.length ? Promise.resolve() : Promise.reject(new Error(t('feedback.picturesRequired'))),
            },
          ]}
        >
          <PictureUploader onBusyChange={setUploading} upload={upload} />
        </Form.Item>
      </Form>
      <div className="feedback-submit">
        <SendButton block color="primary" size="large" shape="rounded" disabled={uploading} onSend={submit}>
          {progress
            ? t('feedback.sending', { sent: progress.sent + 1, total: progress.total })
            : t('feedback.submit')}
        </SendButton>
      </div>
    </>
  );
}
