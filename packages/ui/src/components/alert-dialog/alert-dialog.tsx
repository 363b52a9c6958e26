import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { openerThemeScope } from '../../lib/theme-scope';
import { buttonVariants } from '../button';
import { dialogContentClassName, overlayClassName } from '../dialog/dialog';

/**
 * An alert dialog (Radix AlertDialog): it needs an answer, so clicking outside does nothing; Escape cancels. Every
 * alert and confirm of the spec goes through it, mostly by the promise API of AlertProvider / useAlert. Like Dialog,
 * it wears the theme of where it was opened (lib/theme-scope.ts), though the provider sits above every theme.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent(props: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay data-slot="alert-dialog-overlay" className={overlayClassName} />
      <ThemedAlertDialogContent {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

/** Mounted each time the dialog opens (inside the portal's presence), while the opener still has the focus. */
function ThemedAlertDialogContent({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const [scope] = useState(openerThemeScope);
  return (
    <AlertDialogPrimitive.Content
      data-slot="alert-dialog-content"
      {...scope}
      className={cn(dialogContentClassName, 'desktop:max-w-md', className)}
      {...props}
    />
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title
      data-slot="alert-dialog-title"
      className={cn('text-xl font-bold', className)}
      {...props}
    />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description
      data-slot="alert-dialog-description"
      className={cn('text-base break-keep whitespace-pre-line text-text', className)}
      {...props}
    />
  );
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-dialog-footer"
      className={cn('mt-2 flex flex-col-reverse gap-2 desktop:flex-row desktop:justify-end', className)}
      {...props}
    />
  );
}

export function AlertDialogAction({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action
      data-slot="alert-dialog-action"
      className={cn(buttonVariants({ size: 'lg' }), className)}
      {...props}
    />
  );
}

export function AlertDialogCancel({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      data-slot="alert-dialog-cancel"
      className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), className)}
      {...props}
    />
  );
}
