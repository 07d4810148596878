// The report feature's face to the rest of the remote
export { default as ReportModal } from './ReportModal';
