/**
 * The deck: one name at a time, answered No / Love / Yes by its buttons, by the arrow keys
 * (Left, Up, Right) while the card has focus, or by a swipe (left, up, right) with a finger or a
 * mouse. Each answer is announced, so a screen reader user hears what was recorded and which
 * name comes next.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useStore } from '@nanostores/react';
import {
  $deck,
  $shortlist,
  addOwnName,
  answerCard,
  changeFilters,
  loadDeck,
  undoLast,
} from '../../lib/stores/shortlist.ts';
import { $religions } from '../../lib/stores/religions.ts';
import { DATA_TO_GENDER, type DataGender } from '../../shared/constants.ts';
import {
  SHORTLIST_TEXT,
  OWN_NAME_MAX_LENGTH,
  type DeckCard,
  type SharedDeckFilters,
  type VoteAnswer,
} from '../../shared/shortlist.ts';
import DeckFilters, { type FilterChange } from './DeckFilters.tsx';

const SWIPE_PX = 80;
const LABEL: Record<VoteAnswer, string> = { yes: SHORTLIST_TEXT.yes, no: SHORTLIST_TEXT.no, love: SHORTLIST_TEXT.love };
const KEYS: Record<string, VoteAnswer> = { ArrowLeft: 'no', ArrowRight: 'yes', ArrowUp: 'love' };

export default function Deck() {
  const deck = useStore($deck);
  const shortlist = useStore($shortlist);
  const saved = shortlist.state === 'ready' ? shortlist.value : null;
  const filters: SharedDeckFilters = saved?.filters ?? {};
  const religions = useStore($religions);
  const [spoken, setSpoken] = useState('');
  // Whether the next card takes the focus: it does when the answered card or its buttons had it,
  // so the arrow keys and Tab keep working from card to card.
  const [focusNext, setFocusNext] = useState(false);

  useEffect(() => {
    void loadDeck();
  }, []);

  const card = deck.cards[0];
  const answer = (target: DeckCard, value: VoteAnswer) => {
    const next = deck.cards[1];
    setFocusNext(Boolean(document.activeElement?.closest('.deck-card-wrap')));
    setSpoken(`${LABEL[value]}: ${target.name}.${next ? ` Next: ${next.name}.` : ''}`);
    void answerCard(target, value);
  };
  const setFilter = (change: FilterChange) => {
    const merged: Record<string, unknown> = { ...filters, ...change };
    for (const key of Object.keys(merged)) if (!merged[key]) delete merged[key];
    void changeFilters(merged);
  };

  return (
    <section className="shortlist-deck" aria-labelledby="deck-heading">
      <h2 id="deck-heading">{SHORTLIST_TEXT.deckHeading}</h2>
      <p className="deck-label">
        <strong>{saved?.deckLabel ?? 'Deck: all names'}</strong>
        {deck.fromFavourites ? ' (only my favourites)' : ''}
      </p>
      <DeckFilters
        filters={filters}
        fromFavourites={deck.fromFavourites}
        religions={religions}
        onChange={setFilter}
        onFavouritesChange={(only) => void loadDeck(only)}
      />
      <p id="deck-help" className="deck-help">
        {SHORTLIST_TEXT.deckHelp}
      </p>
      <div className="deck-stage" aria-busy={deck.loading}>
        {card ? (
          <Card
            key={card.id}
            card={card}
            focus={focusNext}
            onAnswer={(value) => answer(card, value)}
            remaining={deck.cards.length}
          />
        ) : deck.loading ? (
          <p role="status">Loading names…</p>
        ) : (
          <p className="deck-empty">{deck.error || SHORTLIST_TEXT.deckEmpty}</p>
        )}
      </div>
      {card && deck.error ? (
        <p className="shortlist-problem" role="alert">
          {deck.error}
        </p>
      ) : null}
      {deck.undoable > 0 ? (
        <p className="deck-undo-row">
          <button type="button" className="button secondary deck-undo" onClick={() => void undoLast()}>
            <span aria-hidden="true">↶</span> {SHORTLIST_TEXT.undo}
          </button>
        </p>
      ) : null}
      <p className="deck-notice" aria-live="polite">
        {deck.notice}
      </p>
      <OwnName />
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </section>
  );
}

/** A family name, or one the catalogue lacks: the caller's Yes, dealt to the partner. */
function OwnName() {
  const [name, setName] = useState('');
  const [gender, setGender] = useState<DataGender>('female');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setBusy(true);
    if (await addOwnName(name.trim(), gender)) setName('');
    setBusy(false);
  };
  return (
    <details className="deck-own">
      <summary>{SHORTLIST_TEXT.ownHeading}</summary>
      <p className="deck-own-help">{SHORTLIST_TEXT.ownHelp}</p>
      <form className="deck-own-form" onSubmit={(e) => void submit(e)}>
        <label>
          {SHORTLIST_TEXT.ownLabel}
          <input
            type="text"
            value={name}
            required
            maxLength={OWN_NAME_MAX_LENGTH}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        <label>
          Gender
          <select value={gender} onChange={(e) => setGender(e.target.value as DataGender)}>
            <option value="female">Girl</option>
            <option value="male">Boy</option>
          </select>
        </label>
        <button type="submit" className="button" disabled={busy}>
          {SHORTLIST_TEXT.ownAdd}
        </button>
      </form>
    </details>
  );
}

function Card({
  card,
  focus,
  remaining,
  onAnswer,
}: {
  card: DeckCard;
  focus: boolean;
  remaining: number;
  onAnswer: (value: VoteAnswer) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const { ref: meaningRef, id: meaningId, open, setOpen, cut } = useMeaningCut();

  useEffect(() => {
    if (focus) ref.current?.focus();
    // Only as the card arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const value = KEYS[event.key];
    if (!value) return;
    event.preventDefault();
    onAnswer(value);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    setOffset({ x: event.clientX - start.current.x, y: event.clientY - start.current.y });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const { x, y } = { x: event.clientX - start.current.x, y: event.clientY - start.current.y };
    start.current = null;
    setOffset({ x: 0, y: 0 });
    if (event.type === 'pointercancel') return;
    if (-y > SWIPE_PX && -y > Math.abs(x)) onAnswer('love');
    else if (x > SWIPE_PX) onAnswer('yes');
    else if (x < -SWIPE_PX) onAnswer('no');
  };
  const leaning =
    offset.x > SWIPE_PX / 2 ? 'yes' : offset.x < -SWIPE_PX / 2 ? 'no' : -offset.y > SWIPE_PX / 2 ? 'love' : '';

  return (
    <div className="deck-card-wrap">
      <div
        ref={ref}
        className="deck-card"
        data-gender={DATA_TO_GENDER[card.gender]}
        data-leaning={leaning || undefined}
        tabIndex={0}
        role="group"
        aria-roledescription="name card"
        aria-label={`${card.name}, ${DATA_TO_GENDER[card.gender]}`}
        aria-describedby="deck-help"
        style={{ transform: `translate(${offset.x}px, ${Math.min(0, offset.y)}px) rotate(${offset.x / 20}deg)` }}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <p className="deck-card-name">{card.name}</p>
        <p className="deck-card-tags">
          <span>{DATA_TO_GENDER[card.gender] === 'boy' ? 'Boy' : 'Girl'}</span>
          {card.own ? <span>{SHORTLIST_TEXT.ownTag}</span> : null}
          {card.origin ? <span>{card.origin}</span> : null}
          {card.religion ? <span>{card.religion}</span> : null}
        </p>
        {card.meaning ? (
          <p ref={meaningRef} id={meaningId} className="deck-card-meaning" data-open={open || undefined}>
            {card.meaning}
          </p>
        ) : null}
        <p className="deck-card-foot">
          <span className="deck-card-count">
            {remaining > 1 ? `${remaining - 1} more in this draw` : 'Last in this draw'}
          </span>
          {card.meaning && (cut || open) ? (
            <button
              type="button"
              className="deck-card-more"
              aria-expanded={open}
              aria-controls={meaningId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Less' : 'More'}
              <span className="visually-hidden"> of the meaning</span>
            </button>
          ) : null}
        </p>
      </div>
      <div className="deck-buttons">
        <button type="button" className="deck-no" onClick={() => onAnswer('no')}>
          <span aria-hidden="true">✕</span> {SHORTLIST_TEXT.no}
        </button>
        <button type="button" className="deck-love" onClick={() => onAnswer('love')}>
          <span aria-hidden="true">♥</span> {SHORTLIST_TEXT.love}
        </button>
        <button type="button" className="deck-yes" onClick={() => onAnswer('yes')}>
          <span aria-hidden="true">✓</span> {SHORTLIST_TEXT.yes}
        </button>
      </div>
    </div>
  );
}

/**
 * A long meaning is cut to three lines on the card, so that the card and its three answers stay in
 * the first screen of a phone whatever name is dealt. The cut is only drawn: screen readers read
 * the meaning whole. A sighted parent opens the rest with "More", there on the card, as the
 * card-deck apps do (the card opens in place): a link to the name's page would take them out of
 * the deck in the middle of an answer. "More" shows only where something is cut, measured again
 * when the card's width or the web fonts change.
 */
function useMeaningCut() {
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const text = ref.current;
    if (!text || open) return;
    const measure = () => setCut(text.scrollHeight > text.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(text);
    void document.fonts.ready.then(measure);
    return () => observer.disconnect();
  }, [open]);
  return { ref, id, open, setOpen, cut };
}
