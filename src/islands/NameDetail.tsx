import { fetchName } from '../lib/catalogue-client.ts';
import { DATA_TO_GENDER, NAME_LINK_COPIED_MS, NAME_NOT_FOUND, ROUTES, UNIVERSAL_LABEL } from '../shared/constants.ts';
import { useDetail } from '../lib/hooks/useDetail.ts';
import type { BabyName } from '../shared/types.ts';
import DetailCard, { DetailField } from './parts/DetailCard.tsx';
import DetailPending from './parts/DetailPending.tsx';
import { listOf } from '../lib/redirect.ts';

interface Props {
  /** The name as built; absent on the generic shell, which reads the id from the address. */
  initial?: BabyName | undefined;
}

/** The name detail page (/names/{nameId}). */
export default function NameDetail({ initial }: Props) {
  const view = useDetail({ initial, fetchItem: fetchName, what: 'the name' });

  if (view.kind !== 'found') {
    return <DetailPending kind={view.kind} notFound={NAME_NOT_FOUND} backTo={ROUTES.names} />;
  }

  const name = view.item;
  const gender = DATA_TO_GENDER[name.gender];
  return (
    <DetailCard
      backTo={listOf('names', name.name, gender)}
      kind="names"
      item={name}
      noticeMs={NAME_LINK_COPIED_MS}
      tags={
        <>
          <span className={`tag ${gender}`}>{gender.toUpperCase()}</span>
          <span className="tag">{name.religionId?.name || UNIVERSAL_LABEL}</span>
        </>
      }
    >
      <DetailField term="Meaning" value={name.meaning} />
      <DetailField term="Description" value={name.description} />
      <DetailField term="Origin" value={name.origin} />
      <DetailField term="Source" value={name.source} />
    </DetailCard>
  );
}
