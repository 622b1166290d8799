/**
 * Reads `path` from the API when a card mounts (and again when the path changes), handing the
 * answer to `onAnswer`, or calling `onFailure` when the read fails; an answer that comes after
 * the card has gone is dropped.
 */
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api-client';

export function useApiRead<T>(path: string, onAnswer: (answer: T) => void, onFailure: () => void) {
  useEffect(() => {
    let live = true;
    apiRequest<T>('GET', path)
      .then((answer) => live && onAnswer(answer))
      .catch(() => live && onFailure());
    return () => {
      live = false;
    };
    // The callbacks are fixed for a card: the path alone says when to read again.
  }, [path]);
}
