import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchUserQuery } from '../../api/payment/payment';
import type { PublicUser } from '../../api/account/account';
import { DataView } from '../../ui/state/DataView';
import { TransferUserRow } from './TransferUserRow';

/** Finds a receiver by exact user id or phone number (Fommon/SeachUserBy). */
export function TransferSearch({ onPick }: { onPick: (user: PublicUser) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const query = useQuery(searchUserQuery(keyword));

  return (
    <section className="card transfer-search" aria-label={t('money.findReceiver')}>
      <SearchBar
        placeholder={t('money.searchPlaceholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          if (value.trim() === '') setKeyword('');
        }}
        onSearch={(value) => setKeyword(value.trim())}
        onClear={() => setKeyword('')}
      />
      {keyword === '' ? null : (
        <DataView query={query} isEmpty={(users) => users.length === 0} emptyText={t('money.noMatch')}>
          {(users) => (
            <div className="transfer-users">
              {users.map((user) => (
                <TransferUserRow key={user.uid} user={user} onPick={onPick} />
              ))}
            </div>
          )}
        </DataView>
      )}
    </section>
  );
}
