import { useRef, useState, type FormEvent } from 'react';
import { ShopbagOutline, PictureOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './ChatComposer.css';

/** What the server takes in one text message (KeFu/send). */
export const MAX_CHAT_TEXT = 140;

interface ChatComposerProps {
  onText: (text: string) => void;
  onPicture: (file: File) => void;
  /** opens the list of the user's orders, to send one */
  onOrder: () => void;
}

/** The chat's input line: a text of up to 140 characters, a picture from the phone, or one of the user's orders. */
export function ChatComposer({ onText, onPicture, onOrder }: ChatComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const length = Array.from(draft.trim()).length;
  const tooLong = length > MAX_CHAT_TEXT;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0 || tooLong) return;
    onText(draft.trim());
    setDraft('');
  };

  return (
    <form className="chat-composer" onSubmit={submit}>
      <button
        type="button"
        className="chat-tool"
        aria-label={t('message.chat.sendPicture')}
        onClick={() => picker.current?.click()}
      >
        <PictureOutline />
      </button>
      <button
        type="button"
        className="chat-tool"
        aria-label={t('message.order.title')}
        aria-haspopup="dialog"
        onClick={onOrder}
      >
        <ShopbagOutline />
      </button>
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPicture(file);
          event.target.value = '';
        }}
      />
      <label className="chat-field">
        <span className="visually-hidden">{t('message.chat.placeholder')}</span>
        <textarea
          rows={1}
          value={draft}
          placeholder={t('message.chat.placeholder')}
          enterKeyHint="send"
          aria-invalid={tooLong}
          aria-describedby={tooLong ? 'chat-too-long' : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
          }}
        />
      </label>
      <button type="submit" className="chat-send" disabled={length === 0 || tooLong}>
        {t('message.chat.send')}
      </button>
      {tooLong ? (
        <p id="chat-too-long" className="chat-too-long" role="alert">
          {t('message.chat.tooLong', { max: MAX_CHAT_TEXT })}
        </p>
      ) : null}
    </form>
  );
}
