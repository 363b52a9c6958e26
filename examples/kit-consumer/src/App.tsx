/*
 * Everything this product takes from the kit, in one file: the kit's components by their subpath exports, the
 * product's own English words by props, its own theme by attribute. scripts/kit-consumer.mjs checks this page.
 */
import { useState } from 'react';
import { Header, type HeaderWords } from '@buddy/ui/header';
import { Pagination, type PaginationWords } from '@buddy/ui/pagination';
import {
  AnswerSheet,
  QuestionCard,
  sheetQuestion,
  type AnswerSheetProps,
  type QuestionCardProps,
} from '@buddy/ui/test-paper';

type Question = QuestionCardProps['question'];

const headerWords: HeaderWords = {
  logo: 'Acme Reading home',
  menu: 'Main menu',
  menuToggle: 'All menus',
  account: 'Account',
};

const menu = [
  { label: 'Lessons', path: '/lessons', link: true },
  { label: 'Quizzes', path: '/quizzes', link: true },
  { label: 'Progress', path: '/progress', link: true },
];

const questions: Question[] = [
  {
    id: 1,
    number: 1,
    kind: 'choice',
    layout: 'A',
    text: 'Which word names an animal?',
    choices: [
      { number: 1, text: 'cat' },
      { number: 2, text: 'cup' },
      { number: 3, text: 'book' },
    ],
    answerCount: 1,
  },
  {
    id: 2,
    number: 2,
    kind: 'choice',
    layout: 'A',
    text: 'Which two words are colours?',
    choices: [
      { number: 1, text: 'red' },
      { number: 2, text: 'run' },
      { number: 3, text: 'blue' },
    ],
    answerCount: 2,
  },
];

const cardWords: QuestionCardProps['words'] = {
  questionNumber: (n) => `Question ${n}`,
  exampleImage: 'Question picture',
  right: 'Correct',
  wrong: 'Not correct',
  translation: 'Translation',
  commentary: 'Explanation',
  textbook: 'In the book',
  explanation: (n) => `Explanation of question ${n}`,
  passage: 'Reading passage',
  passageFor: (first, last) => (first === last ? `Passage for ${first}` : `Passage for ${first} to ${last}`),
};

const choiceWords: QuestionCardProps['choiceWords'] = {
  choiceNumber: (n) => `Choice ${n}`,
  chooseHint: (count) => `Choose ${count}`,
  correct: 'Right answer',
  chosen: 'Your answer',
};

const openAnswerWords: QuestionCardProps['openAnswerWords'] = {
  label: (n) => `Answer to question ${n}`,
  yourAnswer: 'Your answer',
  noAnswer: 'Not written',
  accepted: 'Right answer',
};

const sheetWords: AnswerSheetProps['words'] = {
  title: 'Answer sheet',
  counter: (answered, total) => `${answered} of ${total} answered`,
  goTo: (n) => `Go to question ${n}`,
  chosen: (choices) => `Chose ${choices}`,
  notChosen: 'Not answered',
  written: 'Written',
  notWritten: 'Not written',
  saved: 'Saved',
  saving: 'Saving',
  offline: 'Saves when online',
};

const paginationWords: PaginationWords = {
  label: 'Quiz pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (n) => `Page ${n}`,
  jumpLabel: 'Go to page',
  jumpSubmit: 'Go',
};

/** The product's own rule for choosing (the kit only reports which choice was pressed). */
export function App() {
  const [answers, setAnswers] = useState<Record<number, readonly string[]>>({});
  const [page, setPage] = useState(1);
  const [course, setCourse] = useState<'c' | undefined>(undefined);

  return (
    <div data-theme="acme" data-course={course} data-testid="product">
      <Header homeHref="/lessons" menu={menu} words={headerWords} currentPath="/quizzes" mobile={false} />
      <main className="acme-page">
        <div className="acme-toolbar">
          <h1>Weekly quiz</h1>
          <button
            type="button"
            aria-pressed={course === 'c'}
            onClick={() => setCourse(course ? undefined : 'c')}
          >
            Green course colours
          </button>
        </div>
        <div>
          {questions.map((question) => (
            <QuestionCard
              key={question.id}
              question={question}
              answers={answers[question.id] ?? []}
              onAnswersChange={(next) => setAnswers((all) => ({ ...all, [question.id]: next }))}
              words={cardWords}
              choiceWords={choiceWords}
              openAnswerWords={openAnswerWords}
            />
          ))}
          <Pagination
            page={page}
            totalCount={45}
            pageRow={10}
            onPageChange={setPage}
            words={paginationWords}
          />
        </div>
        <AnswerSheet questions={questions.map(sheetQuestion)} answers={answers} words={sheetWords} />
      </main>
    </div>
  );
}
