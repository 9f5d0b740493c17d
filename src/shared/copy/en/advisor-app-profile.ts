// The advisor's own profile in their app (/advisor/profile, docs/decisions/050).
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const advisorAppProfile = {
  title: 'My profile',
  intro:
    'Your schedule changes on the board at once. Your texts, photo and greeting are shown once our team approves them.',
  days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  status: {
    pending: 'Awaiting approval',
    approved: 'Approved',
    declined: 'Declined',
    sentOn: (date: string) => `Sent ${date}.`,
    declinedBecause: (reason: string) => `Declined: ${reason}`,
  },
  texts: {
    title: 'Description and availability',
    description: 'Description (English)',
    descriptionFr: 'Description (French)',
    availTimeStr: 'Availability (English)',
    availTimeStrFr: 'Availability (French)',
    availHint: 'A few words, such as “Evenings and weekends”.',
    frenchHint: 'Leave empty and French pages show the English.',
    submit: 'Send for approval',
    sent: 'Sent. Your texts will show once approved.',
    pendingTitle: 'What you sent',
    required: 'Write this text.',
  },
  schedule: {
    title: 'Weekly schedule',
    hint: 'Up to two ranges a day, such as 09:00 to 12:00 and 13:00 to 17:00. Leave a day empty if you do not work that day.',
    from: (range: number, day: string) => `${day}, range ${range}: from`,
    to: (range: number, day: string) => `${day}, range ${range}: to`,
    varies: (day: string) => `${day}: hours vary`,
    off: 'Off',
    save: 'Save the schedule',
    saved: 'Schedule saved: the board shows it now.',
  },
  photo: {
    title: 'Photo',
    current: 'Your photo now',
    label: 'Choose a photo (JPEG, PNG, WebP, AVIF or GIF, 2 MB at most)',
    submit: 'Send the photo for approval',
    sent: 'Photo sent. It will show once approved.',
    proposed: 'The photo you sent',
    tooLarge: (bytes: number, maxBytes: number) =>
      `This photo is ${megabytes(bytes)}; a photo may be at most ${megabytes(maxBytes)}. Choose a smaller one.`,
  },
  greeting: {
    title: 'Greeting',
    hint: 'Callers hear it on your profile, and on the phone line before their first call with you. Between 1 and 60 seconds.',
    current: 'Your greeting now',
    none: 'None yet: callers hear your description read aloud.',
    uploadLabel: 'Choose an audio file',
    record: 'Record',
    stop: 'Stop',
    recording: (seconds: number) => `Recording: ${seconds} s`,
    recorded: (seconds: number) => `Recorded: ${seconds} s. Listen before sending.`,
    /** The recording stops by itself just before the longest a greeting may last. */
    stoppedAtMax: (maxSeconds: number) =>
      `Recording stopped at ${maxSeconds} s, the longest a greeting may last.`,
    preview: 'What you will send',
    submit: 'Send the greeting for approval',
    sent: 'Greeting sent. It will play once approved.',
    proposed: 'The greeting you sent',
    seconds: (seconds: string) => `${seconds} s`,
    micRefused:
      'The browser may not use your microphone. Allow it in the browser’s settings for this site, or choose a file instead.',
    micMissing: 'No microphone was found. Choose a file instead.',
    cannotDecode: 'This file could not be read as audio. Try another file.',
    tooLong: (seconds: number, maxSeconds: number) =>
      `This greeting lasts ${seconds} s; it may last ${maxSeconds} s at most. Record or choose a shorter one.`,
    tooShort: (minSeconds: number) =>
      `This greeting is shorter than ${minSeconds} s. Record or choose a longer one.`,
  },
  /** What the server answers for a greeting it refuses. */
  greetingRefused: {
    notWav: 'The greeting must be a WAV file.',
    notPcm16: 'The greeting must be 16-bit PCM WAV.',
    empty: 'The greeting is empty.',
    silent: 'The greeting is silent: check your microphone.',
    tooShort: 'The greeting must last at least 1 second.',
    tooLong: 'The greeting must last 60 seconds at most.',
  },
};
