/**
 * /study/review, today's spaced review (오늘의 복습, issue 30): the day's cards one at a time with the progress, a word
 * card (the word's sound on the page's one audio player, the English word large, four meanings as pictures and
 * Korean words) or a question the child missed, drawn with the test paper's own kit parts and untimed. The child
 * chooses, then 확인: the server marks it (the key never leaves it) and the page says right or wrong, shows the right
 * answer and the explanation, and when the card comes back; 다음 goes on. At the end, a summary and the way home.
 *
 * The page keeps the day's cards as they came (an answer takes its card out of the cached review for the study home;
 * the page does not follow). A lost answer (no network, 5xx) keeps the child's choice and offers to send it again; a
 * card answered in another tab or past the day's limit (409) or gone (404) is skipped with a note; a refusal (403)
 * shows the server's words, as the other study pages do. Nothing moves by itself: no timer anywhere.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { reviewQueries, type ReviewToday } from '@buddy/api';
import { Link } from '@buddy/ui/link';
import { Mascot } from '@buddy/ui/mascot';
import { Status } from '@buddy/ui/status';
import { AudioPlayerProvider } from '@buddy/ui/test-paper';
import { useApp } from '../../app/context';
import { refusalOf } from '../../app/refusal';
import { useDocumentTitle } from '../../layouts/area-frame';
import { HomeButton } from './today-review-parts';
import { ReviewSession } from './today-review-session';
import { useFeedback } from '../../app/feedback';
import { SoundToggle } from '../../blocks/feedback';
import { daysUntil, reviewCardState } from './today-review-view';
import { REVIEW_WORDS as WORDS } from './today-review-words';

const HOME = '/study';

export default function ReviewPage() {
  useDocumentTitle(WORDS.title);
  const { soundOn, setSoundOn } = useFeedback();
  return (
    <section aria-labelledby="review-title" className="mx-auto flex w-full max-w-3xl flex-col gap-6 py-10">
      <div className="flex flex-col gap-2">
        <Link href={HOME} className="inline-flex min-h-11 items-center self-start text-base font-semibold">
          {WORDS.backHome}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="review-title" className="m-0 text-2xl font-bold text-text desktop:text-3xl">
            {WORDS.title}
          </h1>
          <SoundToggle soundOn={soundOn} onSoundOnChange={setSoundOn} />
        </div>
      </div>
      <ReviewBody />
    </section>
  );
}

/** Today's review loading, refused, failed, with nothing to review, or the review itself. */
function ReviewBody() {
  const { api } = useApp();
  const today = useQuery(reviewQueries.today(api));
  // Once the day's cards have come, a later refetch (its failure too) never takes them from the child.
  if (today.data) return <ReviewStart today={today.data} />;
  if (today.isPending) return <Status state="loading" message={WORDS.loading} />;
  const refusal = refusalOf(today.error);
  if (refusal)
    return <Status state="error" data-error-code="REFUSED" message={refusal} action={<HomeButton />} />;
  return (
    <Status
      state="error"
      message={WORDS.loadFailed}
      retryLabel={WORDS.retry}
      onRetry={() => void today.refetch()}
    />
  );
}

/** The day's cards as they first came (kept for the visit), or what the day holds when none is due. */
function ReviewStart({ today }: { today: ReviewToday }) {
  const [start] = useState(today);
  if (start.items.length === 0) return <NothingDue today={start} />;
  return (
    <AudioPlayerProvider>
      <ReviewSession today={start} />
    </AudioPlayerProvider>
  );
}

/** No card due now: all done today, the next ones later, or nothing scheduled yet (what fills the review). */
function NothingDue({ today }: { today: ReviewToday }) {
  const state = reviewCardState(today);
  const lines =
    state.kind === 'done'
      ? [
          WORDS.card.done,
          state.next === null ? null : WORDS.card.nextReview(state.next, daysUntil(state.next, today.day)),
        ]
      : state.kind === 'later'
        ? [WORDS.card.later, WORDS.card.nextReview(state.next, daysUntil(state.next, today.day))]
        : [WORDS.card.empty, WORDS.card.emptyHow];
  const [lead, more] = lines;
  return (
    <div
      data-slot="review-nothing-due"
      data-state={state.kind}
      className="flex flex-col items-center gap-4 rounded-xl border-2 border-course bg-surface p-6 text-center shadow-soft"
    >
      <Mascot pose={state.kind === 'empty' ? 'curious' : 'happy'} size="lg" />
      <p className="m-0 text-xl font-bold break-keep text-text">{lead}</p>
      {more ? <p className="m-0 max-w-prose text-base break-keep text-muted">{more}</p> : null}
      <HomeButton />
    </div>
  );
}
