import { Image } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { commentPages, commentsQuery, type Comment } from '../../api/draws/treasure';
import { DetailsPerson } from './DetailsPerson';
import { DetailsPreviewList } from './DetailsPreviewList';
import { useFormat } from '../../ui/hooks/useFormat';
import './DetailsComments.css';

const PREVIEW = 3;

/** Buyers' reviews of the goods (an issue shows the reviews of its goods). */
export function DetailsComments({ goodsId }: { goodsId: number }) {
  const { t } = useTranslation();
  const { time } = useFormat();
  const preview = useQuery(commentsQuery({ goodsId, pageIndex: 1, pageSize: PREVIEW }));
  return (
    <DetailsPreviewList<Comment>
      title={(total) => t('details.comments', { count: total })}
      query={preview}
      list={commentPages(goodsId)}
      itemKey={(comment) => comment.id}
      renderItem={(comment) => (
        <DetailsPerson avatar={comment.avatar} nickName={comment.nickName} extra={time(comment.createTime)}>
          <p className="details-comment">{comment.content}</p>
          {comment.images.length > 0 ? (
            <div className="details-comment-images">
              {comment.images.map((src) => (
                <Image key={src} src={src} fit="cover" lazy alt="" />
              ))}
            </div>
          ) : null}
        </DetailsPerson>
      )}
      emptyText={t('details.noComments')}
    />
  );
}
