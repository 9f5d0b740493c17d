// The advisors' profile changes waiting for approval in the back office (/admin/profile-changes,
// docs/decisions/050), in English.
export const adminProfileChanges = {
  title: 'Profile changes',
  intro:
    'Texts, photos and greetings advisors sent from their app. Nothing shows on the board until you approve it.',
  empty: 'No change is waiting.',
  kinds: { texts: 'Texts', photo: 'Photo', greeting: 'Greeting' },
  heading: (name: string, extension: number, kind: string) => `${name} (${extension}): ${kind}`,
  sentOn: (date: string) => `Sent ${date}`,
  current: 'Now',
  proposed: 'Proposed',
  none: 'None',
  notWritten: 'Not written (French pages show the English)',
  fields: {
    description: 'Description',
    descriptionFr: 'Description in French',
    availTimeStr: 'Availability',
    availTimeStrFr: 'Availability in French',
  },
  currentPhoto: (name: string) => `${name}’s photo now`,
  proposedPhoto: (name: string) => `${name}’s proposed photo`,
  currentGreeting: 'Greeting now',
  proposedGreeting: (seconds: string) => `Proposed greeting (${seconds} s)`,
  approve: 'Approve',
  approved: 'Approved: the public profile shows it now.',
  decline: 'Decline',
  declineMessage: 'Why (texted to the advisor)',
  declineMessageRequired: 'Write the reason the advisor will receive.',
  declineConfirm: 'Decline and text the advisor',
  declined: 'Declined: the advisor was texted your reason.',
  cancel: 'Cancel',
  working: 'Working…',
  /** The server's refusals. */
  alreadyDecided:
    'This change was already decided or replaced, perhaps by another operator just now.',
  notFound: 'There is no such profile change.',
};
