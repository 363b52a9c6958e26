import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog';

afterEach(cleanup);

function Example() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button>메모 쓰기</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>새 메모</DialogTitle>
          <DialogDescription>오늘 배운 것을 적어 보세요.</DialogDescription>
        </DialogHeader>
        <label htmlFor="memo">메모</label>
        <input id="memo" />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">취소</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

describe('given a dialog opened from its trigger', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Example />);
    await userEvent.click(page.getByRole('button', { name: '메모 쓰기' }));
    const dialog = page.getByRole('dialog', { name: '새 메모' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('오늘 배운 것을 적어 보세요.');
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Example />);
    await userEvent.click(page.getByRole('button', { name: '메모 쓰기' }));
    const dialog = page.getByRole('dialog', { name: '새 메모' }).element();
    for (let i = 0; i < 5; i += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    render(<Example />);
    const trigger = page.getByRole('button', { name: '메모 쓰기' });
    await userEvent.click(trigger);
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes with the named close button', async () => {
    render(<Example />);
    await userEvent.click(page.getByRole('button', { name: '메모 쓰기' }));
    await userEvent.click(page.getByRole('button', { name: '닫기' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});

/** A dialog opened from code (no Trigger), as the header's review button opens the review popup. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>복습하기</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>복습</DialogTitle>
          <DialogDescription>복습할 단계를 고르세요.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('given a dialog opened from code, without a trigger', () => {
  it.each([
    ['Escape', () => userEvent.keyboard('{Escape}')],
    ['the close button', () => userEvent.click(page.getByRole('button', { name: '닫기' }))],
  ])('returns focus to the button that opened it after %s', async (_name, close) => {
    render(<OpenedFromCode />);
    const opener = page.getByRole('button', { name: '복습하기' });
    const openerElement = opener.element();
    await userEvent.click(opener);
    await expect.element(page.getByRole('dialog', { name: '복습' })).toBeVisible();
    // Focus moved into the dialog (the opener is hidden from the accessibility tree meanwhile).
    expect(document.activeElement).not.toBe(openerElement);
    await close();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});
