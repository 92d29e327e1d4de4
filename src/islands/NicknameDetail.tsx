import { fetchNickname } from '../lib/catalogue-client.ts';
import { NICKNAME_LINK_COPIED_MS, NICKNAME_NOT_FOUND, ROUTES } from '../shared/constants.ts';
import { useDetail } from '../lib/hooks/useDetail.ts';
import type { Nickname } from '../shared/types.ts';
import DetailCard, { DetailField } from './parts/DetailCard.tsx';
import DetailPending from './parts/DetailPending.tsx';
import { listOf } from '../lib/redirect.ts';

interface Props {
  /** The nickname as built; absent on the generic shell, which reads the id from the address. */
  initial?: Nickname | undefined;
}

/** The nickname detail page (/nicknames/{nicknameId}). */
export default function NicknameDetail({ initial }: Props) {
  const view = useDetail({ initial, fetchItem: fetchNickname, what: 'the nickname' });

  if (view.kind !== 'found') {
    return <DetailPending kind={view.kind} notFound={NICKNAME_NOT_FOUND} backTo={ROUTES.nicknames} />;
  }

  const nickname = view.item;
  return (
    <DetailCard
      backTo={listOf('nicknames', nickname.name)}
      kind="nicknames"
      item={nickname}
      noticeMs={NICKNAME_LINK_COPIED_MS}
      tags={<span className="tag">NICKNAME</span>}
    >
      <DetailField
        term="Description"
        value={nickname.description || `${nickname.name} is a nickname; we have no description of it yet.`}
      />
      <DetailField term="Source" value={nickname.source} />
    </DetailCard>
  );
}
