import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { openerThemeScope } from '../../lib/theme-scope';

/**
 * A modal dialog (Radix Dialog): focus is trapped inside, Escape and the close button close it, and focus returns to
 * the element that opened it. Below 901 px it becomes a sheet from the bottom edge. It wears the theme of where it was
 * opened (lib/theme-scope.ts): the opener's data-theme and data-course are copied onto the content.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const overlayClassName = cn(
  'fixed inset-0 z-50 bg-[rgb(20_30_60/0.45)]',
  'data-[state=open]:animate-[fade-in_var(--duration-fade)_ease-out]',
);

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayClassName, className)}
      {...props}
    />
  );
}

export const dialogContentClassName = cn(
  'fixed z-50 flex flex-col gap-4 bg-surface p-6 text-text shadow-pop outline-none',
  // Mobile: a sheet along the bottom edge; desktop: centred.
  'inset-x-0 bottom-0 max-h-[90dvh] overflow-y-auto rounded-t-lg',
  'desktop:inset-x-auto desktop:bottom-auto desktop:top-1/2 desktop:left-1/2 desktop:w-full desktop:max-w-lg desktop:-translate-x-1/2 desktop:-translate-y-1/2 desktop:rounded-lg',
  'data-[state=open]:animate-[dialog-in_var(--duration-fade)_ease-out]',
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the close button; `null` hides the button. */
  closeLabel?: string | null;
};

export function DialogContent(props: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <ThemedDialogContent {...props} />
    </DialogPortal>
  );
}

/** Mounted each time the dialog opens (inside the portal's presence), while the opener still has the focus. */
function ThemedDialogContent({
  className,
  children,
  closeLabel = '닫기',
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix returns focus to its Trigger only. A dialog opened from code (no Trigger) hands it back to whatever had it
  // when the dialog opened (WCAG 2.4.3), as long as that element is still on the page.
  const opener = useRef<HTMLElement | null>(null);
  const [scope] = useState(openerThemeScope);
  return (
    <DialogPrimitive.Content
      data-slot="dialog-content"
      {...scope}
      className={cn(dialogContentClassName, className)}
      onOpenAutoFocus={(event) => {
        const active = document.activeElement;
        opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        onOpenAutoFocus?.(event);
      }}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        const target = opener.current;
        opener.current = null;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
      {...props}
    >
      {children}
      {closeLabel !== null ? (
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-11 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-surface-muted hover:text-text focus-visible:outline-3 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      ) : null}
    </DialogPrimitive.Content>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pr-10', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('mt-2 flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl font-bold', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-base whitespace-pre-line text-text', className)}
      {...props}
    />
  );
}
