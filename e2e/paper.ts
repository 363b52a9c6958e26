/** Answering the test paper in a journey: one question, or every question of the paper. */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

/** Answers one question card: choice `pick` (1-based; the next one too for a choose-two question) or text for OE. */
export async function answerQuestion(question: Locator, pick = 1): Promise<void> {
  // The choices come in a chunk of their own on the first paper (ADR 052): wait until the card can be answered.
  await question.locator('textarea, input, [role="radio"], [role="checkbox"]').first().waitFor();
  const text = question.getByRole('textbox');
  if ((await text.count()) > 0) {
    await text.fill('It is a cat.');
    return;
  }
  const radios = question.getByRole('radio');
  if ((await radios.count()) > 0) {
    await radios.nth(pick - 1).click();
    return;
  }
  const boxes = question.getByRole('checkbox');
  await boxes.nth(pick - 1).click();
  await boxes.nth(pick).click();
}

/** Answers every question of the open paper with its first choice (or a sentence). */
export async function answerEvery(page: Page): Promise<void> {
  const questions = page.locator('[data-slot="question-card"]');
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) await answerQuestion(questions.nth(index));
}

interface BankPaper {
  questnCd: string;
  questns: { questnSeq: number; questnTp: string; corrAnswrs: string[] }[];
}

/**
 * Answers every question of the open paper rightly, from the content bank the server was seeded from (the key a
 * teacher holds; the server never sends it while a test is taken): its right choices, or its first right text.
 */
export async function answerRight(page: Page, questnCd: string): Promise<void> {
  const course = questnCd.split('-')[1] ?? '';
  const bank = JSON.parse(
    readFileSync(new URL(`../content/papers/${course}.json`, import.meta.url), 'utf8'),
  ) as BankPaper[];
  const paper = bank.find((candidate) => candidate.questnCd === questnCd);
  if (!paper) throw new Error(`no paper ${questnCd} in the bank`);
  const questions = page.locator('[data-slot="question-card"]');
  const count = await questions.count();
  for (let index = 0; index < count; index += 1) {
    const question = questions.nth(index);
    const right = paper.questns[index]?.corrAnswrs ?? [];
    await question.locator('textarea, input, [role="radio"], [role="checkbox"]').first().waitFor();
    const text = question.getByRole('textbox');
    if ((await text.count()) > 0) {
      await text.fill(right[0] ?? '');
      continue;
    }
    const choices = question.getByRole('radio').or(question.getByRole('checkbox'));
    for (const choice of right) await choices.nth(Number(choice) - 1).click();
  }
}
