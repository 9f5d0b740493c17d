// The messages between the server and its speech-synthesis worker thread.

export interface VoiceSettings {
  /** An eSpeak NG voice name, e.g. 'en-us'. */
  voice: string;
  wordsPerMinute: number;
}

export interface SynthesisRequest extends VoiceSettings {
  id: number;
  text: string;
}

export type SynthesisReply =
  { id: number; ok: true; wav: Uint8Array } | { id: number; ok: false; error: string };
