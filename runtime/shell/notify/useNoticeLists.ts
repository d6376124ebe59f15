import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyMessages } from './messages';
import { fetchNoticeLists, type NoticeLists } from './noticeApi';
import { speak } from './speech';

/** Seed 000 section 9. */
export const POLL_INTERVAL_MS = 6000;

export const EMPTY_NOTICE_LISTS: NoticeLists = {
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [],
  sysMsgTotal: 0,
  dbMsgList: [],
  dbMsgTotal: 0,
};

/**
 * The bell's lists: loaded on mount and every 6 s until a load fails (seed 000 sections 7 and 8);
 * `reload` is for clicks and pushes. When the to-do total grows the spoken prompt plays.
 */
export function useNoticeLists(): { lists: NoticeLists; reload: () => Promise<boolean> } {
  const [lists, setLists] = useState<NoticeLists>(EMPTY_NOTICE_LISTS);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(0);
  const todoTotal = useRef(0);

  const reload = useCallback(async () => {
    const call = ++latest.current;
    controller.current ??= new AbortController();
    try {
      const next = await fetchNoticeLists(controller.current.signal);
      // An older answer arriving after a newer one must not roll the bell back.
      if (call !== latest.current) return true;
      if (next.dbMsgTotal > 0 && next.dbMsgTotal > todoTotal.current) speak(notifyMessages.todoSpeech);
      todoTotal.current = next.dbMsgTotal;
      setLists(next);
      return true;
    } catch {
      return false;
    }
  }, []);

  useEffect(() => {
    controller.current = new AbortController();
    const poll = () => void reload().then((ok) => ok || stopPolling());
    const timer = setInterval(poll, POLL_INTERVAL_MS);
    const stopPolling = () => clearInterval(timer);
    poll();
    return () => {
      stopPolling();
      controller.current?.abort();
      controller.current = null;
    };
  }, [reload]);

  return { lists, reload };
}
