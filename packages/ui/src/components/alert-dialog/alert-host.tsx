/**
 * The dialog of AlertProvider (alert-provider.tsx), in its own module so that it loads with the first alert.
 */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './alert-dialog';

export interface AlertOptions {
  /** Shown as the heading; without it the heading is the provider's `defaultTitle`, visually hidden. */
  title?: string;
  /** Rendered as text (never HTML); line breaks are kept. */
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /**
   * Shows this one at once, in place of every alert and confirm open or waiting (they are answered as dismissed: an
   * alert as closed, a confirm as cancelled): for news that makes them stale, such as a time that has run out.
   */
  replace?: boolean;
}

export interface AlertHostProps {
  kind: 'alert' | 'confirm';
  options: AlertOptions;
  labels: { confirm: string; cancel: string };
  defaultTitle: string;
  /** True for OK, false for cancel; Escape answers as OK for an alert and as cancel for a confirm. */
  onSettle: (value: boolean) => void;
}

export default function AlertHost({ kind, options, labels, defaultTitle, onSettle }: AlertHostProps) {
  return (
    <AlertDialog
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onSettle(kind === 'alert');
      }}
    >
      <AlertDialogContent
        data-kind={kind}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          const target = event.currentTarget as HTMLElement | null;
          target?.querySelector<HTMLElement>('[data-slot="alert-dialog-action"]')?.focus();
        }}
        // The provider puts focus back itself once the queue is empty (the next alert takes focus otherwise).
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <AlertDialogTitle
          data-visually-hidden={options.title ? undefined : true}
          className="data-visually-hidden:sr-only"
        >
          {options.title ?? defaultTitle}
        </AlertDialogTitle>
        <AlertDialogDescription>{options.message}</AlertDialogDescription>
        <AlertDialogFooter>
          {kind === 'confirm' ? (
            <AlertDialogCancel
              onClick={(event) => {
                event.preventDefault();
                onSettle(false);
              }}
            >
              {options.cancelLabel ?? labels.cancel}
            </AlertDialogCancel>
          ) : null}
          <AlertDialogAction
            onClick={(event) => {
              event.preventDefault();
              onSettle(true);
            }}
          >
            {options.confirmLabel ?? labels.confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
