import { Medal } from 'lucide-react';
import { cva } from 'class-variance-authority';
import { cn } from '@buddy/ui/utils';
import { Status } from '@buddy/ui/status';
import { typingGameWords, type GameRankingWords } from './words';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@buddy/ui/table';

/** One row of the week's ranking (names come masked from the server, e.g. '김*준'). */
export interface GameRankingRow {
  rank: number;
  name: string;
  score: number;
  cpm: number;
  accuracy: number;
  /** The child's own row. */
  mine: boolean;
}

export interface GameRankingProps {
  state: 'loading' | 'error' | 'ready';
  rows?: readonly GameRankingRow[];
  /** The child's own place when it is outside the rows (shown under the table), else null. */
  me?: { rank: number; score: number } | null;
  onRetry?: () => void;
  /** The table's caption (default '이번 주 순위'). */
  caption?: string;
  words?: Partial<GameRankingWords>;
  className?: string;
}

/** The medal of the first three places: gold, silver, bronze (decoration: the number says the place). */
const medalVariants = cva('size-5 shrink-0', {
  variants: {
    place: {
      1: 'fill-coin text-warning',
      2: 'fill-surface-muted text-muted',
      3: 'fill-primary-soft text-primary',
    },
  },
  defaultVariants: { place: 1 },
});

/** The figures the narrowest screens leave out (below 480 px): the name and the score matter most. */
const wide = 'max-[30rem]:hidden';

/**
 * This week's ranking of the typing game: a real table (caption; 순위, 이름, 점수, 타수, 정확도), the first three
 * with a medal, the child's own row marked (aria-current, a '나' badge and bold on a tint, not colour alone), and the
 * child's place under the table when it is outside the rows. Below 480 px the 타수 and 정확도 columns are left out so
 * the table never overflows. Loading, error (with retry) and empty are the kit's Status.
 */
export function GameRanking({
  state,
  rows = [],
  me = null,
  onRetry,
  caption,
  words: wordsProp,
  className,
}: GameRankingProps) {
  const words = { ...typingGameWords.ranking, ...wordsProp };
  const title = caption ?? words.caption;
  const showMe = me !== null && !rows.some((row) => row.mine);

  return (
    <div
      data-slot="game-ranking"
      data-state={state}
      className={cn('flex min-w-0 flex-col gap-3 break-keep', className)}
    >
      {state !== 'ready' || rows.length === 0 ? (
        <p className="m-0 text-xl font-bold text-text">{title}</p>
      ) : null}
      {state === 'loading' ? (
        <Status state="loading" message={words.loading} size="sm" />
      ) : state === 'error' ? (
        <Status state="error" message={words.error} retryLabel={words.retry} onRetry={onRetry} size="sm" />
      ) : rows.length === 0 ? (
        <Status state="empty" message={words.empty} size="sm" />
      ) : (
        <>
          <Table className="text-base">
            <TableCaption look="title">{title}</TableCaption>
            <TableHeader>
              <TableRow look="head">
                <TableHead className="w-20 px-2 py-3 text-center font-semibold">{words.rank}</TableHead>
                <TableHead className="px-2 py-3 text-left font-semibold">{words.name}</TableHead>
                <TableHead className="px-2 py-3 text-right font-semibold">{words.score}</TableHead>
                <TableHead className={cn('px-2 py-3 text-right font-semibold', wide)}>{words.cpm}</TableHead>
                <TableHead className={cn('px-2 py-3 text-right font-semibold', wide)}>
                  {words.accuracy}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={`${row.rank}-${row.name}`}
                  aria-current={row.mine ? 'true' : undefined}
                  data-state={row.mine ? 'mine' : 'other'}
                  className="data-[state=mine]:bg-primary-soft data-[state=mine]:font-bold"
                >
                  <TableCell className="px-2 py-3 text-center tabular-nums">
                    {/* A slot for the medal in every row, so that the numbers line up. */}
                    <span className="flex items-center justify-center gap-1">
                      <span className="flex size-5 shrink-0 items-center justify-center">
                        {row.rank >= 1 && row.rank <= 3 ? (
                          <Medal
                            aria-hidden="true"
                            data-place={row.rank}
                            className={medalVariants({ place: row.rank as 1 | 2 | 3 })}
                          />
                        ) : null}
                      </span>
                      <span className="min-w-6 text-left">{row.rank}</span>
                    </span>
                  </TableCell>
                  <TableHead scope="row" className="px-2 py-3 text-left [font-weight:inherit]">
                    <span className="inline-flex flex-wrap items-center gap-2">
                      {row.name}
                      {row.mine ? <MineBadge label={words.mine} /> : null}
                    </span>
                  </TableHead>
                  <TableCell className="px-2 py-3 text-right tabular-nums">{row.score}</TableCell>
                  <TableCell className={cn('px-2 py-3 text-right tabular-nums', wide)}>{row.cpm}</TableCell>
                  <TableCell className={cn('px-2 py-3 text-right tabular-nums', wide)}>
                    {words.accuracyValue(row.accuracy)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {showMe && me ? (
            <p
              data-slot="game-ranking-me"
              className="m-0 flex flex-wrap items-center gap-2 rounded-lg border-2 border-primary bg-primary-soft px-4 py-3 text-base font-bold text-text"
            >
              <MineBadge label={words.mine} />
              {words.me(me.rank, me.score)}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The visible '나' mark of the child's own place. */
function MineBadge({ label }: { label: string }) {
  return (
    <span
      data-slot="game-ranking-mine"
      className="inline-flex items-center rounded-full bg-primary px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-primary-foreground"
    >
      {label}
    </span>
  );
}
