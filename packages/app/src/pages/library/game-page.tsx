/**
 * /library/game/{words|sentence|place} in both sites (spec §2; ADR 031): a round of the typing game, its result and
 * this week's ranking. The round's lines go to the server through the outbox (retried, kept across a reload, stored
 * once by the round's id); the result shows what the server reckoned. §6's game row is mirrored before anything is
 * asked for: a denied visitor or member gets the row's alert and goes one page back.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  gameQueries,
  libraryQueries,
  profileQueries,
  type GameRanking as Ranking,
  type GameResult,
} from '@buddy/api';
import {
  GAME_ROUND,
  libraryAccess,
  pick,
  placeDrills,
  seededRandom,
  typingFigures,
  type GameLine,
  type GameType,
} from '@buddy/domain';
import { Status } from '@buddy/ui/status';
import { GameRanking, TypingGame, TypingResult, type TypingPrompt } from '../../blocks/typing-game';
import { useApp, useSignedIn } from '../../app/context';
import { useOutbox } from '../../app/outbox';
import { useHydrated } from '../../app/use-hydrated';
import { refusalOf, useDeniedExit, type LibraryGate } from './library-gate';
import { LibraryFrame } from './library-frame';
import { libraryRootOf, libraryTitle } from './library-map';
import { LIBRARY_WORDS as WORDS } from './library-words';

/** The modes by their address. */
export const GAME_PATHS: Record<string, GameType> = { words: 'words', sentence: 'sentence', place: 'place' };

/** Where a mode's lines come from: the library's cards (ADR 031); the place drills need none. */
const SOURCE = {
  words: { kind: 'word', type: 'wd' },
  sentence: { kind: 'stpt', type: 'sp' },
} as const;

function useGameAccess(): LibraryGate {
  const { api } = useApp();
  const signedIn = useSignedIn();
  const profile = useQuery({ ...profileQueries.me(api), enabled: signedIn });
  if (signedIn && !profile.data) return { state: 'checking' };
  const access = libraryAccess('game', signedIn ? profile.data : null);
  return access.allowed ? { state: 'allowed' } : { state: 'denied', alert: access.alert };
}

type Saving =
  | { state: 'playing' }
  | { state: 'saving' | 'failed'; lines: GameLine[]; roundId: string }
  | { state: 'saved'; lines: GameLine[]; result: GameResult };

function GameRound({ mode, fallback }: { mode: GameType; fallback: string }) {
  const { api, random: chance } = useApp();
  const outbox = useOutbox();
  const [round, setRound] = useState(1);
  // Each visit draws its own rounds; within a visit, round n is the same on every render.
  const [seed] = useState(() => Math.floor(chance() * 2 ** 31));
  const [saving, setSaving] = useState<Saving>({ state: 'playing' });
  const hydrated = useHydrated();
  const source = mode === 'place' ? null : SOURCE[mode];
  const cards = useQuery({
    ...libraryQueries.list(api, source?.kind ?? 'word', source?.type ?? 'wd', { pageRow: 50 }),
    enabled: source !== null,
  });
  const ranking = useQuery(gameQueries.ranking(api, mode));
  const refusal = refusalOf(cards.error) ?? refusalOf(ranking.error);
  useDeniedExit(refusal, fallback);

  const prompts = useMemo<TypingPrompt[]>(() => {
    if (mode === 'place') return placeDrills(seed + round * 7919).map((text) => ({ text }));
    const slides = (cards.data?.result ?? []).flatMap((item) => item.slides);
    const random = seededRandom(seed + round * 7919);
    return pick(slides, GAME_ROUND[mode], random).map((slide) => ({ text: slide.text, hint: slide.ko }));
  }, [mode, round, seed, cards.data]);

  function send(lines: GameLine[], roundId: string) {
    setSaving({ state: 'saving', lines, roundId });
    outbox.sendGame({ roundId, gameTp: mode, lines }).then(
      (result) => setSaving({ state: 'saved', lines, result }),
      () => setSaving({ state: 'failed', lines, roundId }),
    );
  }

  if (refusal !== null) return null;
  if (saving.state !== 'playing') {
    const figures = saving.state === 'saved' ? saving.result : typingFigures(saving.lines);
    return (
      <div className="flex flex-col gap-6">
        <TypingResult
          state={saving.state}
          figures={figures}
          best={saving.state === 'saved' && saving.result.best}
          rank={saving.state === 'saved' ? saving.result.rank : null}
          onPlayAgain={() => {
            setSaving({ state: 'playing' });
            setRound((n) => n + 1);
          }}
          onRetrySave={saving.state === 'failed' ? () => send(saving.lines, saving.roundId) : undefined}
        />
        <WeekRanking query={ranking} />
      </div>
    );
  }
  // The rounds are drawn in the browser (each visit its own): a page drawn on the server shows the loading status
  // where the game goes, and the game appears once hydrated, never the server's draw swapped for another.
  if (!hydrated || (source && (cards.isPending || cards.isError))) {
    return hydrated && cards.isError ? (
      <Status
        state="error"
        message={WORDS.game.loadFailed}
        retryLabel={WORDS.retry}
        onRetry={() => void cards.refetch()}
      />
    ) : (
      <Status state="loading" message={WORDS.game.loading} />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <TypingGame
        key={round}
        mode={mode}
        title={WORDS.game.round(round)}
        prompts={prompts}
        onFinish={(lines) => send(lines, crypto.randomUUID())}
      />
      <WeekRanking query={ranking} />
    </div>
  );
}

function WeekRanking({ query }: { query: UseQueryResult<Ranking> }) {
  return (
    <GameRanking
      state={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
      rows={query.data?.rows}
      me={query.data && !query.data.rows.some((row) => row.mine) ? query.data.me : null}
      onRetry={() => void query.refetch()}
    />
  );
}

/** A mode of the typing game, by its address under /library/game or /study/library/game. */
export function GamePage() {
  const { pathname } = useLocation();
  const root = libraryRootOf(pathname);
  const name = pathname.split('/').at(-1) ?? '';
  const mode = GAME_PATHS[name] ?? 'words';
  const gate = useGameAccess();
  const fallback = root === '/library' ? '/' : '/study';
  useDeniedExit(gate.state === 'denied' ? gate.alert : null, fallback);
  return (
    <LibraryFrame title={libraryTitle(root, `game/${name}`)} lead={WORDS.game.lead[mode]}>
      {gate.state === 'allowed' ? (
        <GameRound key={mode} mode={mode} fallback={fallback} />
      ) : (
        <Status state="loading" message={WORDS.checking} />
      )}
    </LibraryFrame>
  );
}
