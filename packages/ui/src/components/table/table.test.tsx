import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from '../../test/render';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

afterEach(cleanup);

function Scores({ caption }: { caption?: 'hidden' | 'title' }) {
  return (
    <Table className="text-lg" data-testid="scores">
      <TableCaption look={caption}>점수표</TableCaption>
      <TableHeader>
        <TableRow look="head">
          <TableHead>이름</TableHead>
          <TableHead>점수</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow>
          <TableHead scope="row">하늘</TableHead>
          <TableCell>90</TableCell>
        </TableRow>
        <TableRow look="plain" className="bg-primary-soft">
          <TableHead scope="row">바다</TableHead>
          <TableCell>85</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('given a table of the kit’s parts', () => {
  it('is a table named by its caption, with column headers by default and row headers when asked', async () => {
    render(<Scores />);
    const table = page.getByRole('table', { name: '점수표' });
    await expect.element(table).toBeInTheDocument();
    expect(
      table
        .getByRole('columnheader')
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(['이름', '점수']);
    expect(
      table
        .getByRole('rowheader')
        .elements()
        .map((cell) => cell.textContent),
    ).toEqual(['하늘', '바다']);
    expect(table.getByRole('columnheader').first().element().getAttribute('scope')).toBe('col');
  });

  it('reads its caption without showing it, or shows it as a title', async () => {
    render(<Scores />);
    expect(page.getByText('점수표').element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
    cleanup();
    render(<Scores caption="title" />);
    await expect.element(page.getByText('점수표')).toBeVisible();
    expect(getComputedStyle(page.getByText('점수표').element()).fontWeight).toBe('700');
  });

  it('rules the header row above and below, a body row below, and leaves a plain row to its caller', async () => {
    render(<Scores />);
    const [head, body, plain] = [...document.querySelectorAll<HTMLElement>('[data-slot="table-row"]')];
    expect(head?.dataset['look']).toBe('head');
    expect(getComputedStyle(head!).borderTopWidth).toBe('2px');
    expect(getComputedStyle(head!).borderBottomWidth).toBe('2px');
    expect(getComputedStyle(body!).borderTopWidth).toBe('0px');
    expect(getComputedStyle(body!).borderBottomWidth).toBe('1px');
    expect(getComputedStyle(plain!).borderBottomWidth).toBe('0px');
    expect(plain!.className).toContain('bg-primary-soft');
  });

  it('keeps the caller’s classes and attributes, merged over its own', () => {
    render(<Scores />);
    const table = document.querySelector<HTMLElement>('[data-testid="scores"]')!;
    expect(table.dataset['slot']).toBe('table');
    expect(table.className.split(' ')).toEqual(
      expect.arrayContaining(['w-full', 'border-collapse', 'text-lg']),
    );
  });
});
