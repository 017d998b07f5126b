/** The feed-count dialog: Total Feeds, the count per wall, and the wall allowance. */
import { Modal } from '../ui/Modal.tsx';
import { AllowanceFacts } from './AllowanceFacts.tsx';
import type { FeedCount } from './dashboard-api.ts';

export function FeedCountModal({ count, onClose }: { count: FeedCount; onClose: () => void }) {
  return (
    <Modal
      title="Feed count"
      onClose={onClose}
      footer={
        <button type="button" className="owner-button" onClick={onClose}>
          Done
        </button>
      }
    >
      <p className="feed-count-total">
        Total Feeds: <strong data-testid="total-feeds">{count.total}</strong>
      </p>
      {count.walls.length > 0 && (
        <table className="owner-table feed-count-table">
          <caption className="visually-hidden">Feeds per wall</caption>
          <thead>
            <tr>
              <th scope="col">Wall</th>
              <th scope="col">Feeds</th>
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
