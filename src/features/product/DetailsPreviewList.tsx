import { useState, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { BottomSheet } from '../../ui/layout/BottomSheet';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PagedQuery } from '../../api/paging';
import type { Page } from '../../api/types';
import { DataView } from '../../ui/state/DataView';
import { InfiniteList } from '../../ui/state/InfiniteList';
import './detailsPage.css';
import './DetailsPreviewList.css';

interface DetailsPreviewListProps<T> {
  title: (total: number) => string;
  /** the first page, small */
  query: UseQueryResult<Page<T>>;
  /** the full list, paged 20 at a time */
  list: PagedQuery<T>;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  emptyText: string;
}

/** A section showing the first few rows of a list; "see all" opens the whole list in a sheet. */
export function DetailsPreviewList<T>(props: DetailsPreviewListProps<T>) {
  const { title, query, list, itemKey, renderItem, emptyText } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const total = query.data?.total ?? 0;
  const heading = title(total);

  return (
    <section className="card details-section">
      <h3 className="details-section-title">{heading}</h3>
      <DataView query={query} isEmpty={(page) => page.list.length === 0} emptyText={emptyText}>
        {(page) => (
          <>
            <ul className="details-rows">
              {page.list.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            {total > page.list.length ? (
              <Button block fill="none" size="small" color="primary" onClick={() => setOpen(true)}>
                {t('details.seeAll')}
              </Button>
            ) : null}
          </>
        )}
      </DataView>
      <BottomSheet visible={open} onClose={() => setOpen(false)} label={heading} className="details-sheet">
        <h3 className="details-sheet-title">{heading}</h3>
        <div className="details-sheet-scroll">
          <InfiniteList
            query={list}
            itemKey={itemKey}
            renderItem={renderItem}
            emptyText={emptyText}
            className="details-rows"
            itemClassName="details-rows-item"
          />
        </div>
      </BottomSheet>
    </section>
  );
}
