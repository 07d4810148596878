// A reference (not an import) because ambient module declarations cannot be imported; it types CSS Modules for every app compiling this source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./css-modules.d.ts" />
// Public API of @bonus-atlas/shared-ui. Styles: import '@bonus-atlas/shared-ui/styles.css' once per app.
// Icons: '@bonus-atlas/shared-ui/icons' (outside the federation share scope, so each app bundles only the
// icons it draws). Form fields: '@bonus-atlas/shared-ui/forms'; tables, tabs, confirmation dialogs
// and the account menu's dropdown: '@bonus-atlas/shared-ui/manage' (fetched only by what draws them).

export * from './i18n';
export * from './seo';
export * from './format';
export { cx } from './utils/cx';
export { whenPageSettles } from './defer/when-page-settles';
export { useNeededSoon } from './defer/use-needed-soon';
export type { NeededSoonOptions } from './defer/use-needed-soon';
export { useProgressiveList } from './defer/use-progressive-list';
export { lazyWithRetry } from './defer/lazy-with-retry';
export { ErrorBoundary } from './error-boundary/ErrorBoundary';
export type { ErrorBoundaryFailure, ErrorBoundaryProps } from './error-boundary/ErrorBoundary';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './utils/use-debounced-value';
export type { RetryableComponent } from './defer/lazy-with-retry';
export type { ProgressiveList } from './defer/use-progressive-list';

export { Button, buttonClassName } from './button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './button/Button';
export { IconButton } from './icon-button/IconButton';
export type { IconButtonProps } from './icon-button/IconButton';
export { Spinner } from './spinner/Spinner';
export type { SpinnerProps } from './spinner/Spinner';
export { Modal } from './modal/Modal';
export type { ModalProps, ModalSize } from './modal/Modal';
export { ToastProvider, useToast } from './toast/ToastProvider';
export type { ToastApi, ToastProviderProps } from './toast/ToastProvider';
export { TOAST_DURATION } from './toast/toast-durations';
export type { ToastKind, ToastOptions } from './toast/toast-durations';
export { Avatar } from './avatar/Avatar';
export type { AvatarProps } from './avatar/Avatar';
export { getInitials } from './avatar/initials';
export { Page, PageLoading } from './page/Page';
export type { PageProps, PageLoadingProps } from './page/Page';
export { EmptyState } from './empty-state/EmptyState';
export type { EmptyStateProps } from './empty-state/EmptyState';
export { ErrorState } from './error-state/ErrorState';
export type { ErrorStateProps } from './error-state/ErrorState';
export { LanguageSwitch } from './language-switch/LanguageSwitch';
export type { LanguageSwitchProps } from './language-switch/LanguageSwitch';
export { Badge, reportStatusVariant } from './badge/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './badge/Badge';
export { Chip } from './chip/Chip';
export type { ChipProps } from './chip/Chip';
export { SearchField } from './search-box/SearchField';
export type { SearchFieldLabels, SearchFieldProps } from './search-box/SearchField';
export { SearchToggle } from './search-box/SearchToggle';
export type { SearchToggleProps } from './search-box/SearchToggle';
export { StarRating } from './star-rating/StarRating';
export type { StarRatingProps } from './star-rating/StarRating';
export { starFills } from './star-rating/star-fill';
export type { StarFill } from './star-rating/star-fill';
export { Skeleton } from './skeleton/Skeleton';
export type { SkeletonProps } from './skeleton/Skeleton';
export { ProgressBar } from './progress-bar/ProgressBar';
export type { ProgressBarProps } from './progress-bar/ProgressBar';
export { ImageWithFallback } from './image-with-fallback/ImageWithFallback';
export type { ImageWithFallbackProps } from './image-with-fallback/ImageWithFallback';
export { Drawer } from './drawer/Drawer';
export type { DrawerProps } from './drawer/Drawer';
