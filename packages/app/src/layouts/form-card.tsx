import type { ReactNode, Ref } from 'react';

/** The frame of the account pages (password change, find id, find password): a heading, a lead and a card. */
export function FormCard({
  title,
  lead,
  children,
  titleRef,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** A step that replaces the one before moves focus to its heading through this ref (it is then focusable). */
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 py-10 desktop:py-16">
      <div className="flex flex-col gap-2 text-center">
        <h1
          ref={titleRef}
          tabIndex={titleRef ? -1 : undefined}
          className="text-2xl font-bold text-text outline-none desktop:text-3xl"
        >
          {title}
        </h1>
        {lead ? <p className="text-base text-muted">{lead}</p> : null}
      </div>
      <div className="rounded-lg border border-border bg-surface p-6 shadow-soft desktop:p-8">{children}</div>
    </div>
  );
}

/** Help under every birth-date field (spec §5: 8 digits YYYYMMDD). */
export const BIRTH_HINT = '8자리 숫자로 입력해 주세요. 예: 20150305';
