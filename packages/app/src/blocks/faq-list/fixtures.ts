/**
 * The FAQ block's samples: the site's demo FAQ (@buddy/domain/demo, which the server's demo seed stores and the fake
 * /v2 answers too, ADR 055), by type, in the block's props; and the domain's five types.
 */
import { FAQ_TYPES } from '@buddy/domain';
import { demoFaqs } from '@buddy/domain/demo';
import type { FaqItem } from './faq-list';

export const faqTypes = FAQ_TYPES;

/** Questions by type code, in the order the page lists them. */
export const sampleFaq: Readonly<Record<string, readonly FaqItem[]>> = Object.fromEntries(
  FAQ_TYPES.map(({ value }) => [
    value,
    demoFaqs()
      .filter((faq) => faq.faqTp === value)
      .map(({ faqNo, question, answer }) => ({ id: faqNo, question, answer })),
  ]),
);

const [first] = sampleFaq['01'] ?? [];

/**
 * The first question as an editor might have typed it, with markup in the question and the answer: it is shown as
 * the text it is (the FAQ is text, never HTML).
 */
export const markedUpFaq: FaqItem = {
  id: first?.id ?? 1,
  question: (first?.question ?? '').replace('얼마나', '<b>얼마나</b>'),
  answer: (first?.answer ?? '').replace('보통', '<b>보통</b>'),
};
