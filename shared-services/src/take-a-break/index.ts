export * from '@bonus-atlas/shared-services/frame';
export * from '@bonus-atlas/shared-services/frame';
export * from './start-break';
export * from '@bonus-atlas/shared-services/frame';
