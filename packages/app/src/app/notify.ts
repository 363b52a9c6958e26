/**
 * The app's one way to show a spec alert (a title, a message and an OK button) and wait until it is closed, over the
 * kit's AlertProvider/useAlert promise API. Every '로그인 실패' and validation dialog goes through here.
 */
import { useCallback } from 'react';
import { useAlert } from '@buddy/ui/alert-dialog';
import { ALERT_OK } from './words';

export type Notify = (title: string, message: string) => Promise<void>;

export function useNotify(): Notify {
  const alert = useAlert();
  return useCallback(
    async (title: string, message: string) => {
      await alert.alert({ title, message, confirmLabel: ALERT_OK });
    },
    [alert],
  );
}
