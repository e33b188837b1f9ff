import { useEffect, useRef, useState } from 'react';

/**
 * Charts are drawn one per task: building one costs Chart.js some 40 ms of main thread (more on a
 * slow phone), and a page's charts built in one go would block input for their sum. Each chart
 * waits for its turn, in mount order; a turn ends once its chart is built (the parent's effect
 * runs after react-chartjs-2's), and the next one starts in a new task.
 */
const waiting: Array<() => void> = [];
let drawing = false;

function nextTurn() {
  const grant = waiting.shift();
  drawing = grant !== undefined;
  grant?.();
}

/** Whether this chart may be built now (false until its turn; `wanted` false: never queued). */
export function useDrawTurn(wanted: boolean): boolean {
  const [turn, setTurn] = useState(false);
  const release = useRef<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let held = false;
    const grant = () => {
      held = true;
      setTurn(true);
    };
    // Ends this chart's turn once (built, or unmounted while holding it); the next starts in a new task.
    release.current = () => {
      if (!held) return;
      held = false;
      setTimeout(nextTurn);
    };
    waiting.push(grant);
    if (!drawing) {
      drawing = true;
      setTimeout(nextTurn);
    }
    return () => {
      const at = waiting.indexOf(grant);
      if (at >= 0) waiting.splice(at, 1);
      release.current?.();
    };
  }, [wanted]);
  useEffect(() => {
    if (turn) release.current?.();
  }, [turn]);
  return turn;
}
