import { COMPARE_DATASETS } from '../../shared/popularity-countries.ts';

/**
 * The places whose births can be chosen, as a <select>'s options: the US, then each register, in
 * the order (and so with the colours) compare gives them. Compare's "Births in" and the lists'
 * "Most popular in" offer the same places.
 */
export default function DatasetOptions() {
  return (
    <>
      {COMPARE_DATASETS.map((d) => (
        <option key={d.id} value={d.id}>
          {d.label}
        </option>
      ))}
    </>
  );
}
