// The shell's texts in English (no imports: the e2e language check reads them too); i18n-texts.id.ts has Bahasa Indonesia.
export const shellEn = {
  remoteUnavailableDetail: 'The rest of the site still works. Try again in a moment.',
  sectionLoading: 'Loading...',
  skipToContent: 'Skip to content',
  nav: { migration: 'Migration Tool', reports: 'Wrong Info Reports', comments: 'Comment Management' },
  session: {
    signInFailed: 'Sign-in failed. Please try again.',
    signOutFailed: 'Sign-out failed. Please try again.',
    unconfirmedTitle: 'We could not confirm your sign-in',
    unconfirmedMessage:
      'The sign-in service is not answering, so you are seeing the site as a visitor. We will keep trying and sign you back in when it answers.',
  },
  chooser: {
    title: 'Choose an account',
    description: 'Local sign-in against the Firebase Auth emulator. Pick a demo account or type any e-mail.',
    adminRole: 'Admin',
    memberRole: 'Member',
    emailLabel: 'E-mail',
    emailPlaceholder: 'you@example.com',
    nameLabel: 'Display name (optional)',
    continue: 'Continue',
    invalidEmail: 'Please enter a valid e-mail address.',
    failed: 'Sign-in failed. Is the Auth emulator running?',
    timedOut: 'Sign-in is taking too long: the sign-in service is not answering. Please try again in a moment.',
  },
  notAllowed: { goHome: 'Go to Home' },
  footer: {
    adultsOnly: '18+',
    notice: 'For adults 18 and over. Gambling can be addictive: play responsibly.',
    help: 'Get help with gambling',
  },
  siteNotice: {
    label: 'Notice from Bonus Atlas',
    suspendedTitle: 'Your account is suspended',
  },
  takeABreak: {
    title: 'You are taking a break until {{until}}.',
    message: 'Bonus amounts and Claim Bonus buttons are hidden until then. Need to talk to someone?',
    footerLink: 'Take a break',
    dialogTitle: 'Take a break',
    explain: 'Hide every bonus amount and Claim Bonus button across the site for a while.',
    lengthLegend: 'How long?',
    lengths: { '24h': '24 hours', '30d': '30 days', '90d': '90 days' },
    noEarlyEnd: 'A break cannot be ended early. You can make it longer.',
    cancel: 'Cancel',
    start: 'Start break',
    extend: 'Make it longer',
    started: 'Your break runs until {{until}}.',
    failed: 'Failed to start your break: {{reason}}',
  },
  adminTool: {
    title: 'Migration Tool',
    message:
      'Only admins can run the migration. You are signed in as a member, so the admin tools are not loaded for you.',
  },
  signInRequired: {
    title: 'Please Sign In',
    message: 'You need to be signed in to open this page.',
  },
  notFound: { code: '404' },
  // the shell's own page's <head> (the 404 of an address no remote has)
  seo: { notFoundTitle: 'Page not found | Bonus Atlas' },
};
