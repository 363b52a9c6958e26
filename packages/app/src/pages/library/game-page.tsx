/**
 * /library/game/{words|sentence|place} in both sites (spec §2; ADR 031): a round of the typing game, its result and
 * this week's ranking. Each round is issued by the server (its lines and when it began, ADR 058); its typed lines go
 * back through the outbox (retried, kept across a reload, stored once by the round's id); the result shows what the
 * server reckoned and the coins it paid, or why it refused the round. §6's game row is mirrored before anything is
 * asked for: a denied visitor or member gets the row's alert and goes one page back.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  ApiError,
  gameMutations,
  gameQueries,
  profileQueries,
  type GameRanking as Ranking,
  type GameResult,
} from '@buddy/api';
import { libraryAccess, typingFigures, type GameLine, type GameType } from '@buddy/domain';
import { Status } from '@buddy/ui/status';
import { GameRanking, TypingGame, TypingResult, type TypingPrompt } from '../../blocks/typing-game';
import { useApp, useSignedIn } from '../../app/context';
import { useOutbox } from '../../app/outbox';
import { useHydrated } from '../../app/use-hydrated';
import { refusalOf } from '../../app/refusal';
import { useDeniedExit, type LibraryGate } from './library-gate';
import { LibraryFrame } from './library-frame';
import { libraryRootOf, libraryTitle } from './library-map';
import { LIBRARY_WORDS as WORDS } from './library-words';

/** The modes by their address. */
export const GAME_PATHS: Record<string, GameType> = { words: 'words', sentence: 'sentence', place: 'place' };

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
  | { state: 'refused'; lines: GameLine[]; message: string }
  | { state: 'saved'; lines: GameLine[]; result: GameResult };

function GameRound({ mode, fallback }: { mode: GameType; fallback: string }) {
  const { api } = useApp();
  const outbox = useOutbox();
  const [round, setRound] = useState(1);
  const [saving, setSaving] = useState<Saving>({ state: 'playing' });
  const hydrated = useHydrated();
  const issue = useMutation(gameMutations.round(api));
  const ranking = useQuery(gameQueries.ranking(api, mode));
  const refusal = refusalOf(issue.error) ?? refusalOf(ranking.error);
  useDeniedExit(refusal, fallback);

  // Each round is issued by the server as it is about to be played (ADR 058), in the browser: a page drawn on the
  // server shows the loading status where the game goes.
  const { mutate: issueRound } = issue;
  useEffect(() => {
    if (hydrated) issueRound(mode);
  }, [hydrated, mode, round, issueRound]);
  const issued = issue.data;
  const prompts = useMemo<TypingPrompt[]>(
    () => (issued?.prompts ?? []).map(({ text, hint }) => (hint ? { text, hint } : { text })),
    [issued],
  );

  function send(lines: GameLine[], roundId: string) {
    setSaving({ state: 'saving', lines, roundId });
    outbox.sendGame({ roundId, gameTp: mode, lines }).then(
      (result) => setSaving({ state: 'saved', lines, result }),
      // A round the server refuses (not issued, other lines, too fast) says why and is not sent again.
      (error: unknown) =>
        setSaving(
          error instanceof ApiError && error.status === 400
            ? { state: 'refused', lines, message: error.message }
            : { state: 'failed', lines, roundId },
        ),
    );
  }

  if (refusal !== null) return null;
  if (saving.state !== 'playing') {
    const figures = saving.state === 'saved' ? saving.result : typingFigures(saving.lines);
    return (
      <div className="flex flex-col gap-6">
        <TypingResult
          state={saving.state === 'refused' ? 'failed' : saving.state}
          figures={figures}
          best={saving.state === 'saved' && saving.result.best}
          rank={saving.state === 'saved' ? saving.result.rank : null}
          coins={saving.state === 'saved' ? (saving.result.coinsEarned?.total ?? 0) : 0}
          words={saving.state === 'refused' ? { failed: saving.message } : undefined}
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
  if (!hydrated || !issued || issue.isPending || issued.gameTp !== mode) {
    return hydrated && issue.isError ? (
      <Status
        state="error"
        message={WORDS.game.loadFailed}
        retryLabel={WORDS.retry}
        onRetry={() => issueRound(mode)}
      />
    ) : (
      <Status state="loading" message={WORDS.game.loading} />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <TypingGame
        key={issued.roundId}
        mode={mode}
        title={WORDS.game.round(round)}
        prompts={prompts}
        onFinish={(lines) => send(lines, issued.roundId)}
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
