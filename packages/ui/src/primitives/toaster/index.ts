export type { Toaster, ToastMessage, ToastProviderProps, ToastTone } from './toaster';
export { TOAST_DURATION_MS, ToastProvider, useToast } from './toaster';
