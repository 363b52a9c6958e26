export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog';
export {
  AlertProvider,
  useAlert,
  type AlertApi,
  type AlertOptions,
  type AlertProviderProps,
} from './alert-provider';
