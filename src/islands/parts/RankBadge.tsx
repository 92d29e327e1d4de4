import { POPULARITY_LATEST_YEAR, formatCount, type PopularitySummary } from '../../shared/popularity.ts';
import '../../styles/popularity.css';

/** A name's US rank in the latest year as a small badge on its list row; nothing when unranked. */
export default function RankBadge({ summary }: { summary: PopularitySummary | null | undefined }) {
  if (!summary || summary.rank === null) return null;
  const label = `US rank in ${POPULARITY_LATEST_YEAR}: ${formatCount(summary.rank)} (${formatCount(summary.births)} babies)`;
  return (
    <>
      {' '}
      <span className="rank-badge" title={label}>
        <span aria-hidden="true">#{formatCount(summary.rank)}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    </>
  );
}
