/** What `speak` needs from the browser; absent in some browsers and in tests. */
export interface SpeechHost {
  speechSynthesis?: Pick<SpeechSynthesis, 'speak'>;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

/**
 * Reads a text aloud in zh-CN (seed 000 section 2.8). A browser without speech, or one that refuses
 * to speak (no voices, no user gesture yet), simply stays silent: a prompt is never worth an error.
 */
export function speak(text: string, host: SpeechHost = globalThis as SpeechHost): boolean {
  const synthesis = host.speechSynthesis;
  const Utterance = host.SpeechSynthesisUtterance;
  if (text === '' || synthesis === undefined || Utterance === undefined) return false;
  try {
    const utterance = new Utterance(text);
    utterance.lang = 'zh-CN';
    synthesis.speak(utterance);
    return true;
  } catch {
    return false;
  }
}
