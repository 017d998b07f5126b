/** The feed-count dialog: Total Feeds, the count per wall, and the wall allowance. */
import { useTexts } from '../i18n/texts.ts';
import { Modal } from '../ui/Modal.tsx';
import { AllowanceFacts } from './AllowanceFacts.tsx';
import type { FeedCount } from './dashboard-api.ts';
import { elementMarker, Sentence } from '../../layout/Sentence.tsx';
import { texts } from './texts.ts';

export function FeedCountModal({ count, onClose }: { count: FeedCount; onClose: () => void }) {
  const t = useTexts(texts);
  return (
    <Modal
      title={t('feedCountTitle')}
      onClose={onClose}
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          {t('done')}
        </button>
      }
    >
      <p className="feed-count-total">
        <Sentence
          text={t('totalFeeds', { total: elementMarker })}
          element={<strong data-testid="total-feeds">{count.total}</strong>}
        />
      </p>
      {count.walls.length > 0 && (
        <table className="owner-table feed-count-table">
          <caption className="visually-hidden">{t('feedsPerWall')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columnWall')}</th>
              <th scope="col">{t('columnFeeds')}</th>
            </tr>
          </thead>
          <tbody>
            {count.walls.map((wall) => (
              <tr key={wall.id}>
                <th scope="row">{wall.name}</th>
                <td>{wall.feed_count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="owner-allowance">
        <AllowanceFacts count={count} />
      </dl>
    </Modal>
  );
}
