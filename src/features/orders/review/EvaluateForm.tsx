import { useState } from 'react';
import { Form, TextArea, type ImageUploadItem } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../api/orders/orders';
import { useCommentOrder } from '../../../api/draws/treasure';
import { upload } from '../../../api/account/account';
import { PageShell } from '../../../ui/layout/PageShell';
import { MAX_PICTURES, PictureUploader } from '../../../ui/form/PictureUploader';
import { SendButton } from '../../../ui/money/SendButton';
import { EvaluateOrderCard } from './EvaluateOrderCard';

/** The server's limit on a review's length, in characters. */
export const MAX_CONTENT = 500;

interface EvaluateValues {
  content?: string;
  images?: ImageUploadItem[];
}

/** The review of a received order: text (required, up to 500 characters) and up to nine pictures. */
export function EvaluateForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EvaluateValues>();
  const [uploading, setUploading] = useState(false);
  const comment = useCommentOrder(order.goodsId);

  const submit = async () => {
    const values = await form.validateFields();
    await comment.mutateAsync({
      orderId: order.id,
      content: (values.content ?? '').trim(),
      images: (values.images ?? []).map((item) => item.url),
    });
    onDone();
  };

  return (
    <PageShell
      footer={
        <SendButton block color="primary" size="large" disabled={uploading} onSend={submit}>
          {t('evaluate.submit')}
        </SendButton>
      }
    >
      <EvaluateOrderCard order={order} />
      <Form form={form} layout="vertical" requiredMarkStyle="none" className="evaluate-form">
        <Form.Item
          name="content"
          label={t('evaluate.content')}
          rules={[{ required: true, whitespace: true, message: t('evaluate.contentRequired') }]}
        >
          <TextArea
            placeholder={t('evaluate.contentPlaceholder')}
            maxLength={MAX_CONTENT}
            showCount
            rows={5}
          />
        </Form.Item>
        <Form.Item name="images" label={t('evaluate.pictures', { count: MAX_PICTURES })}>
          <PictureUploader onBusyChange={setUploading} upload={upload} />
        </Form.Item>
      </Form>
    </PageShell>
  );
}
