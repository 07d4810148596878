// spec §8 report texts (English defaults)
export const REPORT_MESSAGES = {
  submitFailed: 'Failed to submit report. Please try again.',
  alreadyOpen: 'You already have an open report on this promotion. Our team will review it soon.',
  loginRequired: 'Please log in to submit a report.',
  descriptionRequired: 'Please provide a description of the issue.',
  loadFailed: 'Failed to load reports',
  updateFailed: 'Failed to update report status',
  rewardFailed: 'Report status updated but failed to reward user. Please check manually.',
  deleteFailed: 'Failed to delete report',
  notFound: 'Report not found',
  updatedAndRewarded: 'Report status updated and user rewarded IDR 5,000!',
  updated: 'Report status updated successfully!',
  deleted: 'Report deleted successfully!',
  submitted: 'Report Submitted Successfully!',
  submittedDetail: "You'll earn IDR 5,000 when your report is reviewed by our team.",
} as const;
