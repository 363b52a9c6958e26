/**
 * The paper while it is taken: listen-all over the questions (when they have audio), the questions on the left, and
 * the answer sheet with each answer's save state and the submit on the right (on mobile, also after the last question).
 */
import type { ReactNode } from 'react';
import type { TestPaper, TestSessionSnapshot } from '@buddy/api';
import { isHiddenQuestion, unansweredCount } from '@buddy/domain';
import {
  AnswerSheet,
  AudioControls,
  AudioPlayerProvider,
  ListenAllButton,
  SubmitArea,
  TestPaperLayout,
} from '@buddy/ui/test-paper';
import { PaperQuestions, paperAudio } from './paper-questions';
import { sheetQuestions } from '../../blocks/test-paper';
import { TEST_PAGE_WORDS } from './words';

export interface PaperTakingProps {
  paper: TestPaper;
  snapshot: TestSessionSnapshot;
  theme: string;
  header: ReactNode;
  onChoose: (questnSeq: number, choice: string) => void;
  onWrite: (questnSeq: number, text: string) => void;
  onSubmit: () => void;
}

export function PaperTaking({
  paper,
  snapshot,
  theme,
  header,
  onChoose,
  onWrite,
  onSubmit,
}: PaperTakingProps) {
  const { state, answers, saveStates, keptElsewhere } = snapshot;
  const notes = Object.fromEntries(keptElsewhere.map((seq) => [seq, TEST_PAGE_WORDS.keptElsewhere]));
  const shown = paper.questns.filter((question) => !isHiddenQuestion(question));
  const answered = shown.length - unansweredCount(shown, answers);
  const audio = paperAudio(paper.questns);
  // The sheet's submit, and the same again after the last question below 900 px (the sheet is a drawer there).
  const submit = (
    <SubmitArea
      onSubmit={onSubmit}
      submitting={state.phase === 'submitting'}
      error={state.submitError ?? undefined}
    />
  );
  return (
    <AudioPlayerProvider>
      <TestPaperLayout
        course={theme}
        header={header}
        toolbar={
          audio.length > 0 ? (
            <div
              data-print-hide=""
              className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg bg-surface px-4 py-2 shadow-soft"
            >
              <ListenAllButton sources={audio} />
              <AudioControls />
            </div>
          ) : undefined
        }
        answered={answered}
        total={shown.length}
        answerSheet={
          <AnswerSheet
            questions={sheetQuestions(paper.questns)}
            answers={answers}
            answered={answered}
            saveStates={saveStates}
            submit={submit}
          />
        }
        endSubmit={submit}
      >
        <PaperQuestions
          questions={paper.questns}
          mode="taking"
          answers={answers}
          disabled={state.locked || state.phase === 'submitting'}
          onChoose={onChoose}
          onWrite={onWrite}
          notes={notes}
        />
      </TestPaperLayout>
    </AudioPlayerProvider>
  );
}
