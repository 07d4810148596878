/// <reference path="./css-modules.d.ts" />
// Public API of @bonus-atlas/shared-ui. Styles: import '@bonus-atlas/shared-ui/styles.css' once per app.

export * from './i18n';
export * from './format';
export * from './icons/icons';
export { cx } from './utils/cx';

export { Button, buttonClassName } from './button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/Button';
export { IconButton } from './icon-button/IconButton';
export type { IconButtonProps } from './icon-button/IconButton';
export { Spinner } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { Modal, Dialog } from './modal/Modal';
export type { ModalProps, ModalSize } from './modal/Modal';
export { ConfirmDialog } from './modal/ConfirmDialog';
export type { ConfirmDialogProps } from './modal/ConfirmDialog';
export { ToastProvider, useToast } from './toast/ToastProvider';
export type { ToastApi, ToastProviderProps } from './toast/ToastProvider';
export { TOAST_DURATION } from './toast/toast-durations';
export type { ToastKind, ToastOptions } from './toast/toast-durations';
export { Avatar } from './avatar/Avatar';
export type { AvatarProps } from './avatar/Avatar';
export { getInitials } from './avatar/initials';
export { DropdownMenu } from './dropdown/DropdownMenu';
export type { DropdownMenuItem, DropdownMenuProps } from './dropdown/DropdownMenu';
export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';
export { ErrorState } from './error-state/ErrorState';
export type { ErrorStateProps } from './error-state/ErrorState';
export { LanguageSwitch } from './language-switch/LanguageSwitch';
export type { LanguageSwitchProps } from './language-switch/LanguageSwitch';
